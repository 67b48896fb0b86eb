package traversalperfs.querylog

import traversalperfs.console.Say

import traversalperfs.replay.CsvTable
import traversalperfs.settings.UserError
import traversalperfs.targets.TemporalParameter
import org.json4s._
import org.json4s.native.JsonMethods

import java.nio.file.{Files, Path, StandardCopyOption}

/** A workload file written from a query log, and the summary of the import said on the console. */
final case class ImportedWorkload(file: Path, queries: Seq[QueryTally], summary: Seq[String])

/**
 * Writes what a [[LogTally]] kept as a workload file (docs/workloads.md): one query per distinct text, its weight its
 * count, its distinct logged parameter rows in a CSV beside the file (`<name>.parameters/<query>.csv`, typed), and
 * every arrival in order (`<name>.arrivals.csv`: ms after the first, query, row) for `rate=log`. The file has no
 * dataset unless the import was given one (a rehearsal's dump or copy): the user adds one. The CSVs are written first
 * and the workload file last, each whole or not at all, so a file that is there is finished; a log without a replayable
 * query writes nothing.
 */
object ImportedWorkload {
  def write(out: Path, source: String, tally: LogTally, arguments: String,
            dataset: Option[(String, String)] = None): ImportedWorkload = {
    val kept = tally.kept.sortBy(q => (-q.count, q.name))
    val leftOut = LeftOut.All.flatMap(why => tally.leftOut.get(why).map(why -> _))
    val arrivals = kept.map(_.count).sum
    val span = tally.arrivals.spanMillis
    val read =
      if (tally.seconds > 0) f" in ${tally.seconds}%.1f s (${tally.lines / tally.seconds}%,.0f lines/s)" else ""
    val pace = if (arrivals == 0) ""
    else
      f", over ${span / 1000.0}%.1f s (${if (span > 0) arrivals * 1000.0 / span else 0.0}%.1f arrivals/s)"
    val summary = Seq(
      f"query log $source: ${tally.lines}%,d lines read$read",
      f"kept $arrivals%,d queries in ${kept.size} distinct texts$pace"
    ) ++ kept.map(q =>
      f"query '${q.name}': ${q.count}%,d arrivals (${q.count * 100.0 / arrivals}%.1f %%), ${q.rows.size}%,d distinct " +
        f"parameter rows, logged mean ${q.elapsedMillis.toDouble / q.count}%.1f ms") ++
      leftOut.map { case (why, n) => f"left out: $n%,d ${why.reason}" }
    if (kept.isEmpty) {
      summary.foreach(line => Say(s"$line"))
      UserError(s"$source holds no query to replay (${leftOut.map { case (w, n) => s"$n ${w.reason}" }
          .mkString("; ").ifEmpty("no entry read")}): nothing written")
    }
    val stem = out.getFileName.toString.replaceFirst("""\.ya?ml$""", "")
    val folder = out.resolveSibling(s"$stem.parameters")
    Files.createDirectories(folder)
    kept.filter(_.cypher.parameters.nonEmpty).foreach { q =>
      val types = q.types
      CsvTable.write(folder.resolve(s"${q.name}.csv"), types.map(_._1),
        q.rows.map(row => types.map { case (name, kind) => cell(row.getOrElse(name, JNull), kind) }))
    }
    val arrivalsFile = out.resolveSibling(s"$stem.arrivals.csv")
    writeWhole(arrivalsFile) { out =>
      out.write("millis,query,row\n")
      tally.arrivals.inOrder.foreach { case (ms, query, row) => out.write(s"$ms,$query,$row\n") }
    }
    val text = yaml(arguments, stem, kept, summary, dataset)
    writeWhole(out)(_.write(text))
    ImportedWorkload(out, kept, summary :+ s"wrote $out, its parameters in $folder, its arrivals in $arrivalsFile")
  }

  /** A flow mapping's entries, on lines of at most 100 characters (YAML lets a flow mapping go on, indented). */
  private def wrapped(entries: Seq[String]): String =
    entries.foldLeft(Vector("")) { (lines, entry) =>
      val last = lines.last
      if (last.isEmpty) lines.init :+ entry
      else if (last.length + entry.length > 90) lines.init :+ (last + ",") :+ entry
      else lines.init :+ s"$last, $entry"
    }.mkString("\n        ")

  /** A file written beside its place, then moved there: whole, or not there at all. */
  private def writeWhole(file: Path)(write: java.io.Writer => Unit): Unit = {
    val temporary = Files.createTempFile(file.getParent, s".${file.getFileName}", ".part")
    try {
      val out = Files.newBufferedWriter(temporary)
      try write(out)
      finally out.close()
      Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE)
    } finally Files.deleteIfExists(temporary)
  }

  private def cell(value: JValue, kind: String): String = (value, kind) match {
    case (JString(s), "string") => s
    case (JInt(n), "integer" | "float") => n.toString
    case (JDouble(d), "float") => d.toString
    case (JBool(b), "boolean") => b.toString
    case (JObject(List((_, JString(iso)))), temporal) if TemporalParameter.Kinds.contains(temporal) => iso
    case (other, _) => JsonMethods.compact(JsonMethods.render(other))
  }

  /**
   * The file's text; `dataset`: its key and value (`dump` and a path, `copy` and a URI) when the import was given one.
   */
  private def yaml(arguments: String, stem: String, kept: Seq[QueryTally], summary: Seq[String],
                   dataset: Option[(String, String)]): String = {
    val total = kept.map(_.count).sum
    val lines = Seq(
      "# Imported from a query log by ./mvnw -B -Pquerylog verify -DskipTests", s"#   $arguments", "#") ++ summary.map(
      "#   " + _) ++ Seq("#") ++ dataset.fold(Seq(
        "# Add the dataset these queries read before recording (docs/workloads.md): dataset: {dump: …}, {copy: …},",
        "# {setup: …} or {tree: …}; or record them on a server holding it (-Dtarget, -Dneo4j.bolt).")) { case (k, v) =>
      Seq("dataset:", s"  $k: \"${v.replace("\\", "\\\\").replace("\"", "\\\"")}\"")
    } ++ Seq(
      "# weight: the query's count in the log, its share of the replay's mix; rate=log replays the arrivals file.",
      s"name: $stem", s"arrivals: $stem.arrivals.csv", "queries:") ++ kept.flatMap { q =>
      Seq(s"  - name: ${q.name}",
        f"    weight: ${q.count}                # ${q.count * 100.0 / total}%.1f %% of the log's kept queries") ++
        Option.when(q.write)(
          "    write: true                # replayed in the log's order; its answer: its counters") ++
        Seq(
          "    cypher: |") ++ q.text.trim.stripSuffix(";").linesIterator.map("      " + _) ++
        q.unstable.map(why => s"    answer: rows                # only the number of rows: $why").toSeq ++
        Option.when(q.cypher.parameters.nonEmpty)(Seq("    parameters:",
            s"      csv: $stem.parameters/${q.name}.csv",
            s"      types: {${wrapped(q.types.map { case (n, t) => s"$n: $t" })}}")).toSeq.flatten
    }
    lines.mkString("", "\n", "\n")
  }

  private implicit final class Empty(val text: String) extends AnyVal {
    def ifEmpty(other: String): String = if (text.isEmpty) other else text
  }
}
