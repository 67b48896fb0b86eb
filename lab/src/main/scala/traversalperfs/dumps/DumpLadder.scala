package traversalperfs.dumps

import traversalperfs.server._
import traversalperfs.settings.UserError

import java.nio.file.{Files, Path, StandardCopyOption}

/**
 * A dump carried to each version the lab starts, the way a user upgrades: loaded on the oldest version of the lab whose
 * `neo4j-admin` reads it (its origin), then, for each newer version in turn, dumped with the version before's tool (the
 * dump itself from the origin), loaded with that version's and brought to its format by that version (4.4 upgrades a
 * 3.5 store as it starts; 5.26 and 2026.x run `neo4j-admin database migrate`): 3.5 → 4.4 → 5.26 → 2026.x, Neo4j's
 * supported path. Each version's store (`target/neo4j/<version>/dump-<id>`) is made once, in a folder of its own that
 * becomes the store only when finished and marked, so an interrupted step leaves nothing taken for a store; each step
 * is said in one line with its time.
 */
final class DumpLadder(val dump: DumpFile, baseDir: Path, heap: String, pageCache: String) {
  /** The versions whose admin tool the lab runs, oldest first. */
  val rungs: Seq[Neo4jVersion] = Neo4jVersions.available(baseDir).filter(_.admin.isDefined)

  def storeOf(version: Neo4jVersion): Path = Stores.of(baseDir, version.version, s"dump-${dump.id}")

  /** Why `version` cannot take the dump, if it cannot; finding the origin may load the dump (once). */
  def refusal(version: Neo4jVersion): Option[String] =
    if (!rungs.contains(version))
      Some(s"Neo4j $version cannot take the dump $dump: the lab loads dumps with the neo4j-admin of " +
        s"${rungs.mkString(", ")} only; versions that can take it: ${reaching.mkString(", ")}")
    else Option.when(rungs.indexOf(version) < rungs.indexOf(origin))(
      s"Neo4j $version cannot take the dump $dump: it is of a newer Neo4j (the oldest of the lab's versions that " +
        s"loads it is $origin); versions that can take it: ${reaching.mkString(", ")}")

  /** The versions the dump reaches: its origin and every newer one. */
  def reaching: Seq[Neo4jVersion] = rungs.dropWhile(_ != origin)

  /** The store of `version` holding the dump, made (and every store before it on the way) when missing. */
  def ensure(version: Neo4jVersion): Path = {
    refusal(version).foreach(UserError(_))
    val way = reaching.takeWhile(_ != version) :+ version
    way.zip(way.tail).foreach { case (from, to) => if (!finished(to)) migrate(from, to) }
    storeOf(version)
  }

  /** The oldest version whose tool loads the dump: found once by loading it, oldest first (its store is kept). */
  lazy val origin: Neo4jVersion = rungs.find(v => marked(v).contains(Loaded)).getOrElse {
    val candidates = rungs.filter(v => dump.readableBy(v))
    val failures = candidates.iterator.map(v => v -> load(v)).takeWhile(_._2.isDefined).toSeq
    candidates.drop(failures.size).headOption.getOrElse(UserError(
        s"the dump ${dump.file} could not be loaded by the neo4j-admin of any of the lab's versions (" +
          failures.map { case (v, why) => s"$v: ${why.get}" }.mkString(
            "; ") + "): is it a whole dump of Neo4j 3.5 or " +
          "later? (a truncated dump or another file fails so)"))
  }

  /** Loads the dump on `version`'s store: None when it worked, else its tool's words. */
  private def load(version: Neo4jVersion): Option[String] = make { staging =>
    // 5.x reads `neo4j.dump` in a folder: the user's file is linked there under that name
    val named = Files.createDirectories(staging.resolveSibling(staging.getFileName + ".in"))
      .resolve(AdminTool.DumpFileName)
    try {
      Files.deleteIfExists(named)
      Files.createSymbolicLink(named, dump.file.toAbsolutePath)
      val tool = version.admin.get
      val outcome =
        AdminCommand.run(settings(version, staging), tool, tool.load(named), logOf(version), s"loading $dump")
      Option.unless(outcome.ok)(outcome.why).toLeft(Loaded)
    } finally Directories.deleteRecursively(named.getParent)
  }(version, s"loaded on Neo4j $version with its neo4j-admin")

  /** Dumps `from`'s store with its tool, loads it with `to`'s and brings it to `to`'s format. */
  private def migrate(from: Neo4jVersion, to: Neo4jVersion): Unit = make { staging =>
    val hop = Files.createDirectories(staging.resolveSibling(staging.getFileName + ".hop")).resolve(
      AdminTool.DumpFileName)
    try {
      val toTool = to.admin.get
      Files.deleteIfExists(hop) // an interrupted step's
      // the origin's store holds the dump as it is: its dump is the user's, not written again
      if (from == origin) Files.createSymbolicLink(hop, dump.file.toAbsolutePath)
      else StoreDump.write(settings(from, storeOf(from)), hop, logOf(from))
      step(to, staging, toTool, toTool.load(hop), s"loading the dump of Neo4j $from")
      toTool.upgrade match {
        case StoreUpgrade.Command(arguments) => step(to, staging, toTool, arguments, s"migrating to Neo4j $to")
        case StoreUpgrade.OnStart(setting) =>
          EmbeddedNeo4j.start(settings(to, staging).copy(extraSettings = Map(setting))).close()
        case StoreUpgrade.Oldest =>
      }
      Right(s"$MigratedFrom$from")
    } finally Directories.deleteRecursively(hop.getParent)
  }(to,
    s"migrated from Neo4j $from to $to (" +
      (if (from == origin) "the dump itself" else s"dumped with $from's neo4j-admin") + s", loaded with $to's, " +
      (to.admin.get.upgrade match {
        case StoreUpgrade.OnStart(_) => "upgraded as its server started)"
        case _ => "then neo4j-admin database migrate)"
      })).foreach(why => UserError(s"the dump $dump could not be migrated from Neo4j $from to $to: $why"))

  private def step(version: Neo4jVersion, home: Path, tool: AdminTool, arguments: Seq[String], what: String): Unit = {
    val outcome = AdminCommand.run(settings(version, home), tool, arguments, logOf(version), s"$dump: $what")
    if (!outcome.ok) UserError(s"the dump $dump: $what failed: ${outcome.why} (see ${logOf(version)})")
  }

  /**
   * Makes `version`'s store in a staging folder and, when `work` answers how it was made, marks it and moves it into
   * place; its failure (a reason) leaves nothing behind.
   */
  private def make(work: Path => Either[String, String])(version: Neo4jVersion, done: String): Option[String] = {
    val home = storeOf(version)
    val staging = home.resolveSibling(home.getFileName + ".partial")
    Directories.deleteRecursively(staging) // what an interrupted step left
    Directories.deleteRecursively(home) // a store without its mark is not one
    Files.createDirectories(staging)
    val started = System.nanoTime()
    val made =
      try work(staging)
      catch { case e: Throwable => Directories.deleteRecursively(staging); throw e }
    made match {
      case Right(how) =>
        Files.writeString(staging.resolve(Mark), s"${dump.id}\n$how\n")
        Files.move(staging, home, StandardCopyOption.ATOMIC_MOVE)
        println(f"[traversal-perfs] the dump $dump: $done in ${(System.nanoTime() - started) / 1e9}%.1f s ($home)")
        None
      case Left(why) =>
        Directories.deleteRecursively(staging)
        Some(why)
    }
  }

  private def finished(version: Neo4jVersion): Boolean = marked(version).isDefined

  /** How the store of `version` was made, when it is finished. */
  private def marked(version: Neo4jVersion): Option[String] = {
    val mark = storeOf(version).resolve(Mark)
    Option.when(Files.exists(mark))(Files.readAllLines(mark)).collect {
      case lines if lines.size >= 2 && lines.get(0) == dump.id => lines.get(1)
    }
  }

  private def settings(version: Neo4jVersion, home: Path) = ServerSettings(version, home, heap, pageCache, baseDir)

  private def logOf(version: Neo4jVersion): Path =
    storeOf(version).resolveSibling(s"dump-${dump.id}.admin.log")

  private val Loaded = "loaded"
  private val MigratedFrom = "migrated from "
  private val Mark = "dump.done"
}
