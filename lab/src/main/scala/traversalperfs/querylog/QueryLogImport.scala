package traversalperfs.querylog

import traversalperfs.console.Say

import traversalperfs.targets.CypherText
import traversalperfs.settings.{ParameterCatalog => P, Parameters, UserError}

import java.nio.file.{Files, Path, Paths}
import scala.collection.mutable

/**
 * The query log import (`./mvnw -B -Pquerylog verify -DskipTests -Dquerylog=<query.log> -Dquerylog.out=<workload.yml>
 * [-Ddataset=<my.dump>]`): every entry read ([[QueryLogLine]]), the replayable ones counted by distinct query
 * ([[QueryTally]]), every other counted by why it is left out ([[LeftOut]]), then the workload file written
 * ([[ImportedWorkload]]) with a summary. `querylog` may also be a Bolt URI: the data collector of a Community server
 * ([[QueryCollector]]).
 */
object QueryLogImport {
  /** `dataset`: the key and value the workload file's dataset gets (a rehearsal's dump or copy), none otherwise. */
  def run(parameters: Parameters, dataset: Option[(String, String)] = None): ImportedWorkload = {
    val source = parameters.get(P.QueryLog).getOrElse(UserError("querylog must name a query.log file (or a Bolt URI)"))
    val named = parameters.get(P.QueryLogOut)
      .getOrElse(UserError("querylog.out must name the workload file to write, e.g. workloads/mine.yml"))
    val out = Paths.get(named).toAbsolutePath.normalize
    if (!out.getFileName.toString.matches(""".*\.ya?ml""")) UserError(s"querylog.out must end in .yml: $out")
    if (source.contains("://") && parameters(P.QueryLogWrites))
      UserError("querylog.writes=true needs a query log: the data collector of a server keeps no order between its " +
        "queries, and writes are replayed in the order they ran")
    val tally = new LogTally(parameters(P.QueryLogRows), parameters(P.QueryLogQueries), parameters(P.QueryLogWrites))
    val from =
      if (source.contains("://")) QueryCollector.collect(source, parameters, tally)
      else { readFile(Paths.get(source).toAbsolutePath.normalize, tally); source }
    val datasetArgument = parameters.get(P.Dataset).filter(_ => dataset.isDefined).fold("")(d => s" -Ddataset=$d")
    val imported =
      ImportedWorkload.write(out, from, tally, s"-Dquerylog=$source -Dquerylog.out=$named$datasetArgument", dataset)
    imported.summary.foreach(line => Say(s"$line"))
    imported
  }

  private def readFile(file: Path, tally: LogTally): Unit = {
    if (!Files.isRegularFile(file)) UserError(s"no query log at $file")
    val reader = new QueryLogReader(file)
    val started = System.nanoTime()
    var said = started
    try {
      Iterator.continually(reader.entry()).takeWhile(_.isDefined).foreach { entry =>
        tally.add(QueryLogLine.read(entry.get))
        if (System.nanoTime() - said > 5e9) {
          said = System.nanoTime()
          Say(f"query log: ${reader.lines}%,d lines read, " +
            f"${reader.lines / ((said - started) / 1e9)}%,.0f lines/s")
        }
      }
      tally.lines = reader.lines
      tally.seconds = (System.nanoTime() - started) / 1e9
    } finally reader.close()
  }
}

/**
 * What the import counted: the queries kept, each arrival (time, query, row), and what was left out, by reason; the
 * writes only with `writes` (`querylog.writes`).
 */
final class LogTally(maxRows: Int, maxQueries: Int, writes: Boolean = false) {
  val queries: mutable.LinkedHashMap[String, QueryTally] = mutable.LinkedHashMap.empty
  private val byRawText = mutable.HashMap.empty[String, Option[QueryTally]]
  val leftOut: mutable.LinkedHashMap[LeftOut, Long] = mutable.LinkedHashMap.empty
  val arrivals = new Arrivals
  var lines = 0L
  var seconds = 0.0

  def add(read: Either[LeftOut, LoggedQuery]): Unit = read.flatMap(keep) match {
    case Left(why) => leftOut(why) = leftOut.getOrElse(why, 0L) + 1
    case Right(_) =>
  }

  private def keep(query: LoggedQuery): Either[LeftOut, Unit] = {
    if (query.database.exists(_.equalsIgnoreCase("system"))) return Left(LeftOut.System)
    val tally = byRawText.getOrElseUpdate(query.text, {
        // the one reading of this text: its key and every later question about it come from this lexing
        val cypher = CypherText(query.text)
        val key = cypher.normalized
        queries.get(key).orElse(Option.when(queries.size < maxQueries)(key).map { key =>
          val made = new QueryTally(unique(QueryKey.name(key)), cypher, maxRows)
          queries(key) = made
          made
        })
      })
    tally match {
      case None => Left(LeftOut.Beyond)
      case Some(t) if t.administration => Left(LeftOut.Administration)
      case Some(t) if t.write && !writes => Left(LeftOut.Writes)
      case Some(t) => query.parameters.flatMap { parameters =>
          if (t.cypher.parameters.exists(p => !parameters.contains(p))) Left(LeftOut.NotLogged)
          else {
            arrivals.add(query.arrivedMillis, t.name, t.add(parameters, query.elapsedMillis))
            Right(())
          }
        }
    }
  }

  private def unique(name: String): String =
    if (!queries.values.exists(_.name == name)) name
    else Iterator.from(2).map(i => s"$name-$i").find(n => !queries.values.exists(_.name == n)).get

  def kept: Seq[QueryTally] = queries.values.filter(_.count > 0).toSeq
}

/** Every kept arrival, in primitive arrays (a million arrivals are 20 MB): its time, its query, its parameter row. */
final class Arrivals {
  private var times = new Array[Long](1024)
  private var queries = new Array[Int](1024)
  private var rows = new Array[Int](1024)
  private val names = mutable.ArrayBuffer.empty[String]
  private val index = mutable.HashMap.empty[String, Int]
  var size = 0

  def add(millis: Long, query: String, row: Int): Unit = {
    if (size == times.length) {
      times = java.util.Arrays.copyOf(times, size * 2)
      queries = java.util.Arrays.copyOf(queries, size * 2)
      rows = java.util.Arrays.copyOf(rows, size * 2)
    }
    times(size) = millis
    queries(size) = index.getOrElseUpdate(query, { names += query; names.size - 1 })
    rows(size) = row
    size += 1
  }

  private def first: Long = {
    var m = Long.MaxValue; var i = 0; while (i < size) { m = math.min(m, times(i)); i += 1 }; m
  }

  /** (ms after the first arrival, query, row) in arrival order: one array of longs sorted, nothing boxed. */
  def inOrder: Iterator[(Long, String, Int)] = {
    val start = first
    val keys = Array.tabulate(size)(i => (times(i) - start) * size + i)
    java.util.Arrays.sort(keys)
    keys.iterator.map { key =>
      val i = (key % size).toInt
      (times(i) - start, names(queries(i)), rows(i))
    }
  }

  def spanMillis: Long =
    if (size == 0) 0
    else { var m = Long.MinValue; var i = 0; while (i < size) { m = math.max(m, times(i)); i += 1 }; m - first }
}
