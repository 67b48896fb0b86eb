package traversalperfs.targets

import traversalperfs.console.Say

import traversalperfs.settings.UserError

/**
 * A workload's dataset on a server, as the lab needs it (the pattern both workloads share: populate it when absent,
 * replace an embedded store's other or interrupted one, refuse to touch a given target's, and replay only on the
 * dataset its answers were recorded on). `I` is what the server says about the dataset it holds.
 */
trait DatasetEndpoints[K, I] {
  /** "tree", "permissions dataset": for messages. */
  def name: String
  def describe(): Option[I]
  def keyOf(info: I): K
  def isComplete(info: I): Boolean
  /** One line about a dataset present (its size). */
  def summary(info: I): String
  /** What populating `wanted` makes, e.g. `1,398,101 nodes`. */
  def planned(wanted: K): String
  def populate(wanted: K): org.json4s.JValue
  def delete(): Unit
  /** How a user removes it by hand, e.g. `DELETE /traversal-perfs/tree`. */
  def deleteHint: String
  /** How a user gets the expected answers recorded. */
  def recordHint: String
}

object DatasetOnServer {
  /**
   * Seed or record: the wanted dataset, populated when absent; an embedded store's other or incomplete one replaced.
   */
  def ensure[K, I](target: Target, dataset: DatasetEndpoints[K, I], wanted: K): I = dataset.describe() match {
    case Some(info) if dataset.keyOf(info) == wanted && dataset.isComplete(info) =>
      Say(s"reusing the ${dataset.name} on ${target.baseUrl}: $wanted, ${dataset.summary(info)}")
      info
    case Some(info) if target.ownsStore =>
      val why = if (dataset.keyOf(info) == wanted) "incomplete (an earlier populate was interrupted)"
      else s"${dataset.keyOf(info)}"
      Say(s"the embedded store holds another ${dataset.name} ($why): deleting it")
      dataset.delete()
      populate(target, dataset, wanted)
    case Some(info) =>
      UserError(s"${target.baseUrl} holds another ${dataset.name} (${dataset.keyOf(info)}" +
        s"${if (dataset.isComplete(info)) "" else ", incomplete"}) than the one asked for ($wanted): ask for that " +
        s"one, " +
        s"or ${dataset.deleteHint} there first")
    case None => populate(target, dataset, wanted)
  }

  /** Replay: the dataset the expected answers were recorded on, complete. */
  def require[K, I](target: Target, dataset: DatasetEndpoints[K, I], recordedOn: K, csv: java.nio.file.Path): I =
    dataset.describe() match {
      case Some(info) if dataset.keyOf(info) == recordedOn && dataset.isComplete(info) => info
      case Some(info) if dataset.keyOf(info) == recordedOn =>
        UserError(
          s"the ${dataset.name} on ${target.baseUrl} is incomplete (interrupted populate): ${dataset.recordHint}")
      case Some(info) =>
        RecordedDataset.requireSame(csv, dataset.name, s"${target.baseUrl} holds",
          RecordedDataset.difference(recordedOn, dataset.keyOf(info)),
          s"${dataset.recordHint}, or pass the matching parameters")
        info
      case None => UserError(s"${target.baseUrl} holds no ${dataset.name}: ${dataset.recordHint}")
    }

  private def populate[K, I](target: Target, dataset: DatasetEndpoints[K, I], wanted: K): I = {
    Say(
      s"populating $wanted (${dataset.planned(wanted)}) through the server on ${target.baseUrl}")
    val answer = dataset.populate(wanted)
    target.server.foreach(_.echoLog()) // the server's last progress lines before ours
    Say(
      s"populated: " +
        s"${org.json4s.native.JsonMethods.compact(org.json4s.native.JsonMethods.render(answer))}")
    dataset.describe().getOrElse(UserError(s"${target.baseUrl} reports no ${dataset.name} right after populating it"))
  }
}
