package traversalperfs.server

import java.nio.file.Path

/**
 * A generation's `neo4j-admin`, from the jars of its runtime module (`neo4j-command-line`, `neo4j-dbms`): its entry
 * point, how it loads and writes a dump of the default database, and how that version moves an older store to its own
 * format. [[Neo4jVersions]] says which version has which; 2.x and 3.0 have none the lab uses (a dump of theirs is not
 * the format these tools read).
 */
sealed trait AdminTool {
  def mainClass: String

  /** The arguments that load `dump` into the home's default database, replacing what is there. */
  def load(dump: Path): Seq[String]

  /** The arguments that write the home's default database to the file `dump`. */
  def dump(dump: Path): Seq[String]

  def upgrade: StoreUpgrade

  /** How the step to this version moves indexes that have no equivalent here (5.26: BTREE to RANGE), in words. */
  def indexStep: Option[String] = None

  /** What the tool needs to exist before it loads (3.5 refuses to create its databases folder). */
  def folders: Seq[String] = Nil

  /**
   * The entry point of its `neo4j-admin server migrate-configuration` (5.0 and later: the script's own, which the
   * command needs), when it has one: before 5.0 Neo4j ships no tool that renames settings.
   */
  def configurationMigrator: Option[String] = None
}

/** How a version brings a store of the version before it to its own format. */
sealed trait StoreUpgrade

object StoreUpgrade {
  /** The oldest version the lab loads dumps on: nothing older to upgrade from. */
  case object Oldest extends StoreUpgrade

  /** 4.4: the server upgrades the store as it starts, when allowed to. */
  final case class OnStart(setting: (String, String)) extends StoreUpgrade

  /** 5.x and 2026.x: `neo4j-admin database migrate`, offline. */
  final case class Command(arguments: Seq[String]) extends StoreUpgrade
}

object AdminTool {
  /** 5.x reads and writes `<database>.dump` in a folder (first: the tools below use it). */
  val Database = "neo4j"
  val DumpFileName = s"$Database.dump"

  /** 3.5: `neo4j-admin load --from=…`, one database named graph.db. */
  val Neo4j35: AdminTool = new AdminTool {
    val mainClass = "org.neo4j.commandline.admin.AdminTool"
    def load(dump: Path): Seq[String] =
      Seq("load", s"--from=$dump", "--database=graph.db") // --force fails on an empty home
    def dump(dump: Path): Seq[String] = Seq("dump", "--database=graph.db", s"--to=$dump")
    val upgrade: StoreUpgrade = StoreUpgrade.Oldest
    override val folders: Seq[String] = Seq("data/databases")
  }

  /** 4.4: the same commands under picocli; a 3.5 store is upgraded when the server starts with allow_upgrade. */
  val Neo4j44: AdminTool = new AdminTool {
    val mainClass = "org.neo4j.cli.AdminTool"
    def load(dump: Path): Seq[String] = Seq("load", s"--from=$dump", "--database=neo4j", "--force")
    def dump(dump: Path): Seq[String] = Seq("dump", "--database=neo4j", s"--to=$dump")
    val upgrade: StoreUpgrade = StoreUpgrade.OnStart("dbms.allow_upgrade" -> "true")
  }

  /**
   * 5.x and 2026.x: `neo4j-admin database load|dump|migrate`; a dump is read from and written to a folder, as
   * `<database>.dump` (the caller names the file so). `migrateOptions`: what the migration to this version needs.
   */
  private final class Neo4j5Tool(migrateOptions: Seq[String], override val indexStep: Option[String])
      extends AdminTool {
    val mainClass = "org.neo4j.cli.AdminTool"
    def load(dump: Path): Seq[String] =
      Seq("database", "load", s"--from-path=${dump.getParent}", "--overwrite-destination=true", Database)
    def dump(dump: Path): Seq[String] = Seq("database", "dump", s"--to-path=${dump.getParent}", Database)
    val upgrade: StoreUpgrade = StoreUpgrade.Command(Seq("database", "migrate") ++ migrateOptions :+ Database)
    override val configurationMigrator: Option[String] = Some("org.neo4j.server.startup.Neo4jAdminCommand")
  }

  /**
   * 5.26, the step from 4.4: 5.x has no BTREE index; its tool refuses a store that holds one unless told to turn each
   * BTREE index, and each constraint a BTREE index backs, into a RANGE one: the equivalent Neo4j's migration guide
   * gives for most of them (docs/upgrade.md says why the lab does it this way). The new indexes are populated on the
   * store's first start, which the ladder waits for.
   */
  val Neo4j5: AdminTool = new Neo4j5Tool(Seq(ForceBtreeToRange),
    Some(s"neo4j-admin database migrate $ForceBtreeToRange"))

  /** 2026.x, the step from 5.26: no BTREE left to convert (its tool deprecates the option). */
  val Neo4j2026: AdminTool = new Neo4j5Tool(Nil, None)

  private def ForceBtreeToRange = "--force-btree-indexes-to-range"
}
