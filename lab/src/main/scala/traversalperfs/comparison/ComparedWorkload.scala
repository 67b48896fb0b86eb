package traversalperfs.comparison

import traversalperfs.figures.ComparisonReport.WorkloadReport
import traversalperfs.results.{CellResult, QueryCheck, ServerJvm}
import traversalperfs.run.RunSettings
import traversalperfs.server.{BulkDataset, EmbeddedNeo4j, Neo4jVersion, StoreEstimate}
import traversalperfs.settings.Setting

import java.nio.file.Path

/**
 * What a workload brings to the comparison ([[Comparison.compare]] runs any of them the same way): the servers'
 * settings, each version's store (and its dataset written offline when the workload has one), what to do on a version's
 * first start (its dataset; the answers it lacks, which the skeleton records once in a child run of the workload's
 * record simulation, as its main command records them; the version's answers checked: the disagreements), the cells it
 * replays on every start, and how its report is headed and compared with a baseline.
 */
trait ComparedWorkload {
  def lab: RunSettings

  /** The preamble's line: what is compared, per cell. */
  def describe(versions: Seq[Neo4jVersion], jvms: Seq[ServerJvm]): String

  def store(version: Neo4jVersion): Path

  /** Why the workload's data cannot be on `version`, which the comparison then leaves out (saying why). */
  def refuses(version: Neo4jVersion): Option[String] = None

  def bulk: Option[BulkDataset] = None

  /** What `version`'s store will take on disk before it is made (the pre-flight's): none where not estimated. */
  def storeEstimate(version: Neo4jVersion): Option[StoreEstimate] = None

  /** On a version's first start, first: its dataset on `server`. */
  def prepare(version: Neo4jVersion, server: EmbeddedNeo4j): Unit

  /** Why the answers must be recorded (on the version started first), none when its answers' file holds them. */
  def answersMissing: Option[String]

  /** The workload's settings as a child run's arguments, `overrides` replacing or adding some. */
  def arguments(overrides: Seq[Setting]): Seq[String]

  /** The classes of the workload's record and replay simulations, which its child runs run. */
  def recordSimulation: String

  def replaySimulation: String

  /** Whether its replays are given the server's Bolt address beside HTTP (where the version has Bolt). */
  def replaysOverBolt: Boolean = true

  /** What its answers' file holds once recorded, in words (`21 answers`), and where it is. */
  def recorded: (String, Path)

  /** The version's answers checked against the recorded ones, before any load: the disagreements. */
  def crossCheck(version: Neo4jVersion, server: EmbeddedNeo4j): Seq[String]

  /**
   * Each query checked on the version before its load, every recorded answer (a workload of named queries: the upgrade
   * report's reading, [[traversalperfs.figures.UpgradeReport]]); a query it refuses or answers differently is left out
   * of its `cells`.
   */
  def queryChecks(version: Neo4jVersion, server: EmbeddedNeo4j): Seq[QueryCheck] = Nil

  /**
   * The cells replayed on a server `start` (every start of the version: each round, and the A/A run's second side),
   * each from a child Gatling run ([[ServerStart.replay]]); `checks`: the version's [[queryChecks]] (a query refused or
   * answered differently is left out of its load).
   */
  def cells(start: ServerStart, checks: Seq[QueryCheck]): Seq[CellResult]

  /** The replays (child runs) a start makes for its `cells` cells: one each, unless a run measures several. */
  def replaysPerStart(cells: Int): Int = cells

  /** The report's heading, the settings two runs must share to be compared, and its variant axis's name. */
  def report: WorkloadReport
}
