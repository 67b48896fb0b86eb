package traversalperfs.targets

import traversalperfs.settings.UserError

/**
 * The one check every workload makes of its answers file: answers are replayed only on the dataset they were recorded
 * on (a tree's key, a permissions dataset's key, a workload file's fingerprint), and a file holding another dataset's
 * answers is never overwritten. Said the same way everywhere: the file, the other dataset, the difference, what to do.
 */
object RecordedDataset {
  /** Two keys compared whole: how they differ, none when they do not. */
  def difference[K](recorded: K, here: K): Option[String] =
    Option.when(recorded != here)(s"recorded on $recorded, not $here")

  /** The line refusing answers of another dataset than `than` (the one asked for, the one a server holds). */
  def otherThan(file: Any, what: String, than: String, difference: String): String =
    s"$file was recorded on another $what than $than ($difference)"

  /** Before a replay: answers of another dataset are refused in one line, with what to do. */
  def requireSame(file: Any, what: String, than: String, difference: Option[String], remedy: String): Unit =
    difference.foreach(d => UserError(s"${otherThan(file, what, than, d)}: $remedy"))

  /** Before a record: a file holding another dataset's answers is refused, never overwritten. */
  def refuseOverwrite(file: Any, what: String, recordedOn: Option[Any], remedy: String): Unit =
    recordedOn.foreach(other => UserError(s"$file holds answers recorded on another $what ($other): $remedy"))
}
