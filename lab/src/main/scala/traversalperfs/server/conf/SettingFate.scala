package traversalperfs.server.conf

/**
 * What became of one of the user's settings on one version: in the server's neo4j.conf as given or under its new name,
 * in its `apoc.conf`, the server JVM's memory or options, left out (with the tool's or the server's words), or the
 * lab's own (its value kept).
 */
sealed trait SettingFate {
  def line: ConfLine

  /** The fate in a few words, as the console says it. */
  def words: String

  /** The fate in fewer, as a cell of the report's table says it (the tool named once, under the table). */
  def cell: String = words
}

object SettingFate {
  /** In the server's neo4j.conf as `as` (the user's line, or what the version's tool renamed it to: `by`). */
  final case class Applied(line: ConfLine, as: ConfLine, by: Option[String] = None) extends SettingFate {
    def renamed: Boolean = as.name != line.name
    def words: String = if (renamed) s"renamed ${as.name} (${by.getOrElse("")})" else "applied"
    override def cell: String = if (renamed) s"renamed ${as.name}" else "applied"
  }

  /** In the `apoc.conf` of a version that reads APOC's settings there (5.0 and later). */
  final case class InApocConf(line: ConfLine) extends SettingFate {
    def words = "applied in apoc.conf (APOC reads its settings there from 5.0)"
    override def cell = "in apoc.conf"
  }

  /** The server JVM's heap (`-Xms`, `-Xmx`), its page cache, or one of its options. */
  final case class Jvm(line: ConfLine, as: String) extends SettingFate {
    def words: String = as
  }

  /** Not in the server's settings: `why` says so in the tool's or the server's words (the tool: `by`). */
  final case class LeftOut(line: ConfLine, why: String, by: Option[String] = None) extends SettingFate {
    def words: String = s"left out: $why" + by.fold("")(b => s" ($b)")
    override def cell: String = s"left out: $why"
  }

  /**
   * Given to a server that warned at its start that it does not know it (4.4 goes on without it: `said`, its words);
   * left out of its later starts.
   */
  final case class Ignored(line: ConfLine, said: String) extends SettingFate {
    def words: String = s"ignored by the server: '$said'"
    override def cell = "ignored by the server (not known to it)"
  }

  /** A setting the lab sets itself (its addresses, directories, authentication): its value kept, `what` says which. */
  final case class Owned(line: ConfLine, what: String) extends SettingFate {
    def words: String = s"the lab's own ($what): not applied"
    override def cell = "the lab's own"
  }
}
