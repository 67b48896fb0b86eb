package traversalperfs.server.conf

import traversalperfs.server.Neo4jVersion

/**
 * The user's neo4j.conf on one version: each setting's fate, and what the server the lab starts gets of it — settings
 * in its neo4j.conf (under the names that version knows), APOC's in its `apoc.conf` (5.0 and later), the heap as its
 * JVM's `-Xms` / `-Xmx` and the page cache as the lab's own setting of it (each unless given explicitly), the JVM's
 * options.
 */
final case class ConfOnVersion(conf: UserConf, version: Neo4jVersion, fates: Seq[SettingFate]) {
  import SettingFate._

  def settings: Seq[(String, String)] = fates.collect { case a: Applied => a.as.name -> a.as.value }

  def apocSettings: Seq[(String, String)] = fates.collect { case InApocConf(line) => line.name -> line.value }

  private def memory(role: MemorySettings.Role): Option[String] = fates.collectFirst {
    case Jvm(line, _) if MemorySettings.role(line.name).contains(role) => MemorySettings.size(line.value).get
  }

  def heap: Option[String] = memory(MemorySettings.MaxHeap)

  def initialHeap: Option[String] = memory(MemorySettings.InitialHeap)

  def pageCache: Option[String] = memory(MemorySettings.PageCache)

  def jvmOptions: Seq[String] =
    fates.collect { case Jvm(line, _) if MemorySettings.role(line.name).isEmpty => line.value }

  /** For a cell's settings: the file, its fates counted, and the memory the server took from it. */
  def inWords: String = {
    val memory = heap.map(h => s"heap $h").toSeq ++ pageCache.map(p => s"page cache $p")
    s"${conf.path.getFileName}: $counted" + (if (memory.isEmpty) "" else s"; ${memory.mkString(", ")} from it")
  }

  /** What became of them, counted: `9 settings: 4 applied, 2 renamed, 1 left out, 2 the lab's own`. */
  def counted: String = {
    val kinds = fates.map {
      case a: Applied if a.renamed => "renamed"
      case _: Applied | _: InApocConf | _: Jvm => "applied"
      case _: LeftOut | _: Ignored => "left out"
      case _: Owned => "the lab's own"
    }
    s"${fates.size} settings: " +
      Seq("applied", "renamed", "left out", "the lab's own").map(k => s"${kinds.count(_ == k)} $k").mkString(", ")
  }
}

object ConfOnVersion {
  /**
   * The fates of `conf`'s settings on `version`: the lab's own first, then memory and JVM options, APOC's on 5.0 and
   * later, and the rest as that version's own `neo4j-admin server migrate-configuration` says (5.0 and later), or as
   * given (before 5.0 Neo4j ships no such tool: the server says what it does not know as it starts). `explicit`: the
   * memory parameters given on the command line (`neo4j.heap=2g`), which win over the file's.
   */
  def of(conf: UserConf, version: Neo4jVersion, explicit: Map[MemorySettings.Role, String],
         migrate: Seq[ConfLine] => Seq[SettingFate]): ConfOnVersion = {
    import SettingFate._
    val five = ConfMigration.has(version)
    val early = conf.settings.map { line =>
      line -> OwnedSettings.of(line.name).map(Owned(line, _)).orElse(MemorySettings.role(line.name).map { role =>
        (explicit.get(role), MemorySettings.size(line.value)) match {
          case (Some(given), _) => LeftOut(line, given)
          case (None, None) => LeftOut(line, s"'${line.value}' is not a size the lab gives the JVM (like 512m or 4g)")
          case (None, Some(size)) => Jvm(line,
              role match {
                case MemorySettings.MaxHeap => s"the server JVM's -Xmx$size"
                case MemorySettings.InitialHeap => s"the server JVM's -Xms$size"
                case MemorySettings.PageCache => s"the server's page cache ($size)"
              })
        }
      }).orElse(Option.when(line.name.endsWith(".jvm.additional"))(Jvm(line, "an option of the server's JVM")))
        .orElse(Option.when(five && line.name.startsWith("apoc."))(InApocConf(line)))
    }
    val rest = early.collect { case (line, None) => line }
    val decided = if (rest.isEmpty) Nil else if (five) migrate(rest) else rest.map(line => Applied(line, line))
    ConfOnVersion(conf, version, early.map { case (line, fate) => fate.getOrElse(decided.find(_.line == line).get) })
  }
}
