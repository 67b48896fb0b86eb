package traversalperfs.replay

import traversalperfs.console.Line

import traversalperfs.measure.{LatencySummary, ReplaySummary}
import traversalperfs.run.RunSettings
import traversalperfs.targets.{RequestWork, Target}
import io.gatling.core.Predef._
import io.gatling.core.protocol.Protocol
import io.gatling.core.structure.ChainBuilder

/**
 * What one workload's replay brings to the shared skeleton ([[ReplayRun]]): its settings and its target (open, and
 * holding the dataset its answers were recorded on), the recorded answers as feeder rows, the verified request(s) of a
 * row, how an answer is named in the summary, its protocols, and its closing lines and summary fields. The skeleton
 * does the rest, the same for every workload: the warm-up, the load (closed, open or a capacity search), the measured
 * window, throughput, the server watch, the assertions, the summary file.
 */
trait ReplayPart extends AutoCloseable {
  def lab: RunSettings

  def target: Target

  /** The recorded answers as feeder rows: circular, each arriving user or loop a new row. */
  def rows: IndexedSeq[Map[String, Any]]

  /**
   * With `rate=log`: each arrival's time, ms after the first at the replay's `speed`, [[rows]] then being these
   * arrivals' rows in the same order; None for a workload without a query log's arrivals (`rate=log` is refused).
   */
  def arrivals: Option[IndexedSeq[Double]] = None

  /** Requests a row sends (the traversal's `access=extension,cypher`: two). */
  def requestsPerRow: Int = 1

  /**
   * The session's row asked and verified, its requests named with `prefix` (`warm-up ` during the warm-up). Each
   * request saves its time as `millis` (and may save `serverMillis`, `allocatedBytes`, `found`), then runs
   * `answered(kind)`; a wrong answer's line goes to `wrong` (a capacity search stops at the first).
   */
  def ask(prefix: String, answered: String => ChainBuilder, wrong: String => Unit): ChainBuilder

  /** A measured answer as the summary counts it: under which name, with which times. */
  def sample(session: Session, kind: String, millis: Long, ok: Boolean): LatencySummary.Sample

  def protocols: Seq[Protocol]

  /**
   * What each measured request does on the server ([[RequestWork]]: a Cypher query's profiled plan, the extension's
   * call counts), asked after the measured window on `rowsPerRequest` of its recorded rows, outside Gatling: never
   * among the measured figures. Each answer is checked against the recorded one.
   */
  def work(rowsPerRequest: Int): Seq[RequestWork] = Nil

  /**
   * Prints what the run measured (its figures, and `loadLines`: the rate achieved and offered, a capacity search's
   * levels, where it wants them), then answers the summary with its own fields added.
   */
  def finish(latencies: LatencySummary, summary: ReplaySummary, loadLines: Seq[Line]): ReplaySummary
}
