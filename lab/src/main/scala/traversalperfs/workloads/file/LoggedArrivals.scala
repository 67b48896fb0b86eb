package traversalperfs.workloads.file

import traversalperfs.settings.UserError

import java.nio.file.Files
import scala.jdk.CollectionConverters._

/**
 * A query log's arrivals for `rate=log`: the workload's arrivals file (`millis,query,row`, written by the import in
 * arrival order), each arrival given the recorded answer of its query's parameter row (the row-th answer of that query,
 * recorded in the CSV's order), its time divided by `speed`. An arrival whose row the import did not keep (past
 * `querylog.rows`) is left out, and counted.
 */
final case class LoggedArrivals(millis: IndexedSeq[Double], answers: IndexedSeq[RecordedAnswer])

object LoggedArrivals {
  def read(workload: WorkloadFile, recording: Recording, speed: Double,
           leftOut: Set[String] = Set.empty): LoggedArrivals = {
    val file = workload.arrivals.getOrElse(UserError(s"rate=log replays a query log's arrivals: ${workload.file} " +
        "names none (arrivals: <file>, written by ./mvnw -B -Pquerylog verify -DskipTests -Dquerylog=…)"))
    if (!Files.isRegularFile(file)) UserError(s"${workload.file}: no arrivals file at $file")
    val byQuery = recording.answers.groupBy(_.query).view.mapValues(_.toIndexedSeq).toMap
    val millis = IndexedSeq.newBuilder[Double]
    val answers = IndexedSeq.newBuilder[RecordedAnswer]
    var without = 0L
    val lines = Files.lines(file)
    try lines.iterator.asScala.zipWithIndex.drop(1).foreach { case (line, i) =>
        line.split(',') match {
          case Array(_, query, _) if leftOut(query) => without += 1
          case Array(ms, query, row) if ms.toLongOption.isDefined && row.toIntOption.isDefined =>
            val kept = byQuery.getOrElse(query,
              UserError(s"$file line ${i + 1}: query '$query' is not in " +
                s"${workload.file}"))
            val answer = kept.lift(row.toInt).filter(_ => row.toInt >= 0)
            answer.fold(without += 1) { a => millis += ms.toLong / speed; answers += a }
          case _ => UserError(s"$file line ${i + 1}: expected millis,query,row; got '${line.take(80)}'")
        }
      }
    finally lines.close()
    val result = LoggedArrivals(millis.result(), answers.result())
    if (result.answers.isEmpty) UserError(s"$file holds no arrival to replay")
    val span = result.millis.last / 1000
    val faster = if (speed != 1) f", x$speed%.1f faster than logged" else ""
    val notKept = if (without > 0) f"; $without%,d left out (their rows past querylog.rows, or their queries)" else ""
    println(f"[traversal-perfs] rate=log: ${result.answers.size}%,d arrivals over $span%.1f s " +
      f"(${if (span > 0) result.answers.size / span else 0.0}%.1f/s$faster)$notKept")
    result
  }
}
