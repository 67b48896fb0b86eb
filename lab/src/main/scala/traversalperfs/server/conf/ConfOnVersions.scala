package traversalperfs.server.conf

import traversalperfs.console.Say
import traversalperfs.server.Neo4jVersion

import java.nio.file.Path
import scala.collection.concurrent.TrieMap

/**
 * The user's neo4j.conf on each version, worked out once per version in a run (5.0 and later run their own tool for it)
 * and said on the console then: how many settings had which fate, and each that was not applied as given.
 */
object ConfOnVersions {
  private val known = TrieMap[(Path, Neo4jVersion), ConfOnVersion]()

  /** 4.4's warning at start for a setting it does not know (it goes on without it). */
  private val Unrecognized = """(Unrecognized setting\. No declared setting with name: (\S+))""".r.unanchored

  def of(conf: UserConf, version: Neo4jVersion, explicit: Map[MemorySettings.Role, String], baseDir: Path)
      : ConfOnVersion =
    known.getOrElseUpdate((conf.path, version), {
        val work = baseDir.resolve("target/traversal-perfs/neo4j-conf")
        val on = ConfOnVersion.of(conf, version, explicit, ConfMigration.fates(_, version, baseDir, work))
        Say(s"${conf.path} on Neo4j $version: ${on.counted}")
        on.fates.filter {
          case SettingFate.Applied(line, as, _) => as != line
          case _ => true
        }.foreach(fate => Say(s"  ${fate.line.text}: ${fate.words}"))
        on
      })

  /**
   * What a server of `on`'s version said as it started (`startLog`) of settings it does not know (4.4 warns and goes
   * on): their fates become so, said once.
   */
  def heard(on: ConfOnVersion, startLog: String): Unit = {
    val said = startLog.linesIterator.collect { case Unrecognized(words, name) => name -> words }.toMap
    val fates = on.fates.map {
      case SettingFate.Applied(line, as, _) if said.contains(as.name) => SettingFate.Ignored(line, said(as.name))
      case fate => fate
    }
    if (fates != on.fates) {
      known.put((on.conf.path, on.version), on.copy(fates = fates))
      Say(s"${on.conf.path} on Neo4j ${on.version}: the server warned at its start that it does not know some:")
      fates.diff(on.fates).foreach(fate => Say(s"  ${fate.line.text}: ${fate.words}"))
    }
  }
}
