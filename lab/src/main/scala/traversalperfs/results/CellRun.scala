package traversalperfs.results

import traversalperfs.measure.ReplaySummary

/**
 * What one child run of a cell gave (`./mvnw gatling:test` with the cell's arguments, in its own directory): its exit
 * code, the summary its replay wrote (when it got that far), its Gatling report copied beside it (relative to the
 * comparison's folder), its log and the first error it printed.
 */
final case class CellRun(exitCode: Int, summary: Option[ReplaySummary], report: Option[String], log: String,
                         error: Option[String])
