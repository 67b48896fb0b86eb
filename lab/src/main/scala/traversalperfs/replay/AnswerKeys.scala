package traversalperfs.replay

/**
 * The session keys a measured request's answer is saved under, named once: the workloads' checks write them, the replay
 * reads them into its samples, and both clear them before the user's next request. (The Bolt action of `cypher/`, below
 * this layer, saves the server's time under the same `serverMillis`.)
 */
object AnswerKeys {
  val Millis = "millis"
  val Found = "found"
  val ServerMillis = "serverMillis"
  val AllocatedBytes = "allocatedBytes"

  /** Everything a measured request leaves in its user's session, the lab's clock included. */
  val Scratch: Seq[String] = Seq(Millis, Found, ServerMillis, AllocatedBytes) ++ LabClock.Keys
}
