package traversalperfs.server

/** Where a dataset of the lab's store is written: nowhere, through the server, or offline before it starts. */
sealed trait PopulateDecision

object PopulateDecision {
  /** The store holds a database already: the run finds out what it holds through the server. */
  case object StoreHoldsDatabase extends PopulateDecision

  /** The seed or record populates it through the server; `why` is said on the console. */
  final case class ThroughServer(why: String) extends PopulateDecision

  /** The offline writer writes it before the server starts; `why` is said on the console. */
  final case class Offline(why: String) extends PopulateDecision
}
