package traversalperfs.workloads.file

import traversalperfs.targets.DatasetFingerprint
import traversalperfs.replay.CsvTable
import traversalperfs.settings.UserError
import org.json4s._
import org.json4s.native.JsonMethods

import java.nio.file.{Files, Path}

/** One recorded answer: the query's name, its parameters (a JSON object) and the answer (see [[Answer]]). */
final case class RecordedAnswer(query: String, parameters: Map[String, JValue], answer: String) {
  def parametersJson: String = JsonMethods.compact(JsonMethods.render(JObject(parameters.toList.sortBy(_._1))))

  /** As a feeder row: the query's name, its parameters, its answer. */
  def feederRow: Map[String, Any] = Map("query" -> query, "parameters" -> parameters, "answer" -> answer)
}

/** A workload's answers, the dataset they were recorded on and the version that gave them. */
final case class Recording(answers: Seq[RecordedAnswer], dataset: DatasetFingerprint, neo4jVersion: String) {
  /** Without the answers of the queries named. */
  def without(names: Set[String]): Recording = copy(answers = answers.filterNot(a => names(a.query)))

  /** How the data `here` differs from the data the answers were recorded on, in words; none when it is the same. */
  def otherDataset(here: DatasetFingerprint): Option[String] =
    if (here.same(dataset)) None else Some(s"${dataset.differences(here).take(4).mkString(", ")}, recorded vs here")
}

/**
 * The recorded answers' file, beside the workload: `query,parameters,answer,statement,dataset,neo4j`, one row per query
 * and parameter row. `statement` identifies the query's text and answer kind (an answer of a query edited since is
 * refused), `dataset` the fingerprint of the data (answers of another dataset are refused before any load), `neo4j` the
 * version that answered.
 */
object RecordedAnswers {
  val Header: Seq[String] = Seq("query", "parameters", "answer", "statement", "dataset", "neo4j")

  def write(path: Path, workload: WorkloadFile, recording: Recording): Unit =
    CsvTable.write(path, Header,
      recording.answers.map(a =>
        Seq(a.query, a.parametersJson, a.answer,
          workload.query(a.query).get.statementId, recording.dataset.text, recording.neo4jVersion)))

  /** The file's answers, checked against the workload; a UserError saying what to do otherwise. */
  def read(path: Path, workload: WorkloadFile): Recording = {
    if (!Files.isRegularFile(path)) UserError(s"no recorded answers at $path: record them first (./mvnw gatling:test " +
      s"-Dworkload=file:${workload.file} records when the file is absent)")
    val (header, rows) = CsvTable.read(path)
    if (header != Header) UserError(s"$path does not start with the header '${Header.mkString(",")}'")
    if (rows.isEmpty) UserError(s"$path has a header but no rows: delete it and record again")
    val again = s"delete $path to record again"
    val answers = rows.zipWithIndex.map { case (row, i) =>
      def bad(why: String) = UserError(s"$path line ${i + 2}: $why")
      val query =
        workload.query(row("query")).getOrElse(bad(s"query '${row("query")}' is not in ${workload.file}: $again"))
      if (row("statement") != query.statementId)
        bad(s"query '${query.name}' changed since its answers were recorded (its text, answer or order): $again")
      val parameters = scala.util.Try(JsonMethods.parse(row("parameters"))).toOption.collect { case JObject(f) =>
        f.toMap
      }
        .getOrElse(bad(s"parameters must be a JSON object, got '${row("parameters")}'"))
      if (row("answer").isEmpty) bad("the answer is empty")
      RecordedAnswer(query.name, parameters, row("answer"))
    }
    workload.queries.map(_.name).filterNot(answers.map(_.query).toSet).headOption
      .foreach(q => UserError(s"$path has no answer of query '$q': $again"))
    val datasets = rows.map(_("dataset")).distinct
    if (datasets.size > 1) UserError(s"$path mixes answers recorded on ${datasets.size} datasets: $again")
    val dataset = DatasetFingerprint.parse(datasets.head).getOrElse(
      UserError(s"$path: unreadable dataset '${datasets.head.take(80)}'"))
    Recording(answers, dataset, rows.head("neo4j"))
  }
}
