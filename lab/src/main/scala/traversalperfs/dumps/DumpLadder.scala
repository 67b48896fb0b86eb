package traversalperfs.dumps

import traversalperfs.console.Say

import traversalperfs.server._
import traversalperfs.settings.UserError
import traversalperfs.targets.SchemaElement

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
      s"Neo4j $version cannot take the dump $dump: it is of a newer Neo4j (" +
        dump.storeFormat.filter(origin.runsStoreFormat).fold(
          s"the oldest of the lab's versions that loads it is $origin")(f =>
          s"its store format $f is run first by $origin") + s"); versions that can take it: ${reaching.mkString(", ")}")

  /** What the store of `version` will take: the dump's files (as its header says), nothing once made. */
  def estimate(version: Neo4jVersion): Option[StoreEstimate] =
    if (finished(version)) Some(StoreEstimate.Made)
    else dump.storeBytes.map(bytes =>
      StoreEstimate(bytes,
        s"the dump's ${StoreEstimate.size(bytes)} of files each"))

  /** The versions the dump reaches: its origin and every newer one. */
  def reaching: Seq[Neo4jVersion] = rungs.dropWhile(_ != origin)

  /** The store of `version` holding the dump, made (and every store before it on the way) when missing. */
  def ensure(version: Neo4jVersion): Path = {
    refusal(version).foreach(UserError(_))
    val way = reaching.takeWhile(_ != version) :+ version
    way.zip(way.tail).foreach { case (from, to) => if (!finished(to)) migrate(from, to) }
    storeOf(version)
  }

  /**
   * The first version that runs the dump's store format ([[DumpFile.storeFormat]], the version table's `storeFormats`),
   * its dump loaded there; where the format is not one the table names, the oldest version whose tool loads the dump,
   * found by loading it, oldest first. Its store is kept.
   */
  lazy val origin: Neo4jVersion = rungs.find(v => marked(v).contains(Provenance.Loaded)).getOrElse {
    val format = dump.storeFormat
    format.foreach { f =>
      if (!rungs.exists(_.runsStoreFormat(f)) && StoreFormat.older(f))
        UserError(s"the dump ${dump.file} holds a store of format $f, older than the lab's oldest version with a " +
          s"neo4j-admin (${rungs.headOption.getOrElse("none")}): load it on a Neo4j 3.5 and dump it there first")
    }
    val named = format.flatMap(f => rungs.find(_.runsStoreFormat(f)))
    val candidates = named.fold(rungs.filter(v => dump.readableBy(v)))(Seq(_))
    val failures = candidates.iterator.map(v => v -> load(v)).takeWhile(_._2.isDefined).toSeq
    candidates.drop(failures.size).headOption.getOrElse(UserError(
        s"the dump ${dump.file}${format.fold("")(f => s" (store format $f)")} could not be loaded by the neo4j-admin " +
          s"of ${if (named.isDefined) named.get else "any of the lab's versions"} (" +
          failures.map { case (v, why) => s"$v: ${why.get}" }.mkString(
            "; ") + "): is it a whole dump of Neo4j 3.5 or " +
          s"later? (a truncated dump or another file fails so; see ${logOf(candidates.head)})"))
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
      Option.unless(outcome.ok)(outcome.why).toLeft(Provenance.Loaded)
    } finally Directories.deleteRecursively(named.getParent)
  }(version,
    s"loaded on Neo4j $version with its neo4j-admin" +
      dump.storeFormat.fold("")(f => s" (its store format $f is $version's)"))

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
        case _ => // 4.4 upgrades the store as it starts: the start that reads its schema ([[make]])
      }
      Right(Provenance.MigratedFrom(from.version))
    } finally Directories.deleteRecursively(hop.getParent)
  }(to,
    s"migrated from Neo4j $from to $to (" +
      (if (from == origin) "the dump itself" else s"dumped with $from's neo4j-admin") + s", loaded with $to's, " +
      (to.admin.get.upgrade match {
        case StoreUpgrade.OnStart(_) => "upgraded as its server started)"
        case StoreUpgrade.Command(arguments) => s"then neo4j-admin ${arguments.mkString(" ")})"
        case StoreUpgrade.Oldest => "nothing to upgrade)"
      })).foreach(why => UserError(s"the dump $dump could not be migrated from Neo4j $from to $to: $why"))

  private def step(version: Neo4jVersion, home: Path, tool: AdminTool, arguments: Seq[String], what: String): Unit = {
    val outcome = AdminCommand.run(settings(version, home), tool, arguments, logOf(version), s"$dump: $what")
    if (!outcome.ok) UserError(s"the dump $dump: $what failed: ${outcome.why} (see ${logOf(version)})")
  }

  /**
   * Makes `version`'s store in a staging folder and, when `work` answers how it was made, marks it and moves it into
   * place; its failure (a reason) leaves nothing behind.
   */
  private def make(work: Path => Either[String, Provenance])(version: Neo4jVersion, done: String): Option[String] = {
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
        val reading =
          try StoreReading.settle(settings(version, staging), upgrade(version, how))
          catch {
            case e: UserError if e.getMessage.contains(EmbeddedNeo4j.CommunityCannotOpen) =>
              Directories.deleteRecursively(staging)
              UserError(s"the dump $dump: ${e.getMessage}; the ways on: drop those constraints, or turn them into " +
                "uniqueness constraints, on the source and dump it again, or compare Enterprise servers of your own " +
                "(docs/upgrade.md#enterprise-schema)")
            case e: Throwable => Directories.deleteRecursively(staging); throw e
          }
        StoreReading.write(staging, reading)
        Provenance.write(staging, dump.id, how)
        Files.move(staging, home, StandardCopyOption.ATOMIC_MOVE)
        Say(f"the dump $dump: $done in ${(System.nanoTime() - started) / 1e9}%.1f s ($home)")
        sayFates(version, how, reading)
        None
      case Left(why) =>
        Directories.deleteRecursively(staging)
        Some(why)
    }
  }

  /** The setting a version upgrades an older store with as it starts, on a store migrated to it. */
  private def upgrade(version: Neo4jVersion, how: Provenance): Map[String, String] = version.admin.get.upgrade match {
    case StoreUpgrade.OnStart(setting) if how != Provenance.Loaded => Map(setting)
    case _ => Map.empty
  }

  /**
   * Each index and constraint's fate on the step to `version`, a line each (on its origin: what the dump holds), and
   * whether its data is the same as before the step.
   */
  private def sayFates(version: Neo4jVersion, how: Provenance, reading: StoreReading): Unit = {
    val prefix = s"the dump $dump on Neo4j $version:"
    val from = Some(how).collect { case Provenance.MigratedFrom(v) => v }
    val before = from.flatMap(v => readingOf(rungs.find(_.version == v).get))
    before.map(_.fingerprint.differences(reading.fingerprint)).foreach { differences =>
      if (differences.isEmpty) Say(s"$prefix the data is the same as on ${from.get} (its fingerprint and " +
        s"content hash: ${reading.fingerprint.nodes} nodes, ${reading.fingerprint.relationships} relationships)")
      else Say(s"$prefix WARNING: the data differs from ${from.get}'s: ${differences.mkString("; ")}")
    }
    (reading.schema, before.flatMap(_.schema)) match {
      case (Some(now), Some(before)) =>
        val (fates, added) = IndexFates.of(before, now)
        fates.foreach(f =>
          Say(s"$prefix ${f.element.describe}: ${f.element.schemaType} on ${from.get}, " +
            f.words + f.after.filter(a => f.changed && a.name != f.element.name).fold("")(a => s" (${a.describe})") +
            (if (f.after.isDefined && f.changed) version.admin.get.indexStep.fold("")(s => s" by $s") else "")))
        added.foreach(e => Say(s"$prefix ${e.describe}: ${e.schemaType}, made by Neo4j $version"))
        if (fates.isEmpty && added.isEmpty) Say(s"$prefix no index or constraint")
      case (Some(now), None) =>
        now.foreach(e => Say(s"$prefix ${e.describe}: ${e.schemaType}"))
        if (now.isEmpty) Say(s"$prefix no index or constraint")
      case (None, _) =>
    }
  }

  /** What was read of `version`'s store once it was made (none for a store the ladder made before it read them). */
  def readingOf(version: Neo4jVersion): Option[StoreReading] =
    Option.when(finished(version))(storeOf(version)).flatMap(StoreReading.read)

  /** The indexes and constraints of `version`'s store, as read once it was made. */
  def schemaOf(version: Neo4jVersion): Option[Seq[SchemaElement]] = readingOf(version).flatMap(_.schema)

  /** Every index and constraint of the stores made for `versions`, a row each, its type on each. */
  def indexTable(versions: Seq[Neo4jVersion]): Seq[(SchemaElement, Seq[String])] =
    IndexFates.table(versions.flatMap(v => schemaOf(v).map(v.version -> _)))

  private def finished(version: Neo4jVersion): Boolean = marked(version).isDefined

  /** How the store of `version` was made, when it is finished. */
  private def marked(version: Neo4jVersion): Option[Provenance] = Provenance.read(storeOf(version), dump.id)

  private def settings(version: Neo4jVersion, home: Path) = ServerSettings(version, home, heap, pageCache, baseDir)

  private def logOf(version: Neo4jVersion): Path =
    storeOf(version).resolveSibling(s"dump-${dump.id}.admin.log")

}
