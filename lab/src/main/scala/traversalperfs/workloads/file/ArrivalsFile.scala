package traversalperfs.workloads.file

import traversalperfs.settings.UserError
import org.json4s.JValue

import java.nio.file.Files
import scala.jdk.CollectionConverters._

/** One logged arrival: ms after the log's first, its query's name, its parameter row (-1: a row the import dropped). */
final case class Arrival(millis: Long, query: String, row: Int) {
  /** Kept: its row is one the import wrote (not past `querylog.rows`). */
  def kept: Boolean = row >= 0
}

/** A workload's arrivals file (`millis,query,row`, in the log's order, written by the import), read and checked. */
object ArrivalsFile {
  def read(workload: WorkloadFile): IndexedSeq[Arrival] = {
    val file = workload.arrivals.getOrElse(UserError(s"rate=log replays a query log's arrivals: ${workload.file} " +
        "names none (arrivals: <file>, written by ./mvnw -B -Pquerylog verify -DskipTests -Dquerylog=…)"))
    if (!Files.isRegularFile(file)) UserError(s"${workload.file}: no arrivals file at $file")
    val lines = Files.lines(file)
    try lines.iterator.asScala.zipWithIndex.drop(1).map { case (line, i) =>
        line.split(',') match {
          case Array(ms, query, row) if ms.toLongOption.isDefined && row.toIntOption.isDefined =>
            if (workload.query(query).isEmpty)
              UserError(s"$file line ${i + 1}: query '$query' is not in ${workload.file}")
            Arrival(ms.toLong, query, row.toInt)
          case _ => UserError(s"$file line ${i + 1}: expected millis,query,row; got '${line.take(80)}'")
        }
      }.toIndexedSeq
    finally lines.close()
  }

  /** The parameters a kept arrival was logged with: its query's `row`-th CSV row (none for a query without any). */
  def parameters(workload: WorkloadFile, arrival: Arrival): Map[String, JValue] =
    workload.query(arrival.query).get.parameters match {
      case ParameterSource.Csv(file, rows) => rows.lift(arrival.row).getOrElse(
          UserError(s"${workload.file}: arrival of '${arrival.query}' at ${arrival.millis} ms names row " +
            s"${arrival.row}; $file has ${rows.size}"))
      case _ => Map.empty
    }
}
