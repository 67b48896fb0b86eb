package traversalperfs.workloads.file

import traversalperfs.targets.{DatasetFingerprint, ServerRefusal}
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

/**
 * A query the reference refused when its answers were recorded: the parameters it was asked with and the server's
 * words. It has no answer: a finding of the reference, left out of every version's load (the upgrade report says so).
 */
final case class RefusedQuery(query: String, parameters: Map[String, JValue], refusal: ServerRefusal)

object RefusedQuery {
  /** ` and 2 refused queries`, after a count of answers; nothing when none was refused. */
  def said(refused: Seq[RefusedQuery]): String = refused.map(_.query).distinct.size match {
    case 0 => ""
    case 1 => " and 1 refused query"
    case n => s" and $n refused queries"
  }
}

/**
 * A workload's answers, the dataset they were recorded on and the version that gave them; the queries that version
 * refused, which have none ([[RefusedQuery]]).
 */
final case class Recording(answers: Seq[RecordedAnswer], dataset: DatasetFingerprint, neo4jVersion: String,
                           refused: Seq[RefusedQuery] = Nil) {
  /** Without the answers of the queries named. */
  def without(names: Set[String]): Recording =
    copy(answers = answers.filterNot(a => names(a.query)), refused = refused.filterNot(r => names(r.query)))

  /** The queries the reference refused, by name: a query refused once is refused (its text is the reason). */
  lazy val refusedQueries: Map[String, ServerRefusal] = refused.map(r => r.query -> r.refusal).toMap

  /** How the data `here` differs from the data the answers were recorded on, in words; none when it is the same. */
  def otherDataset(here: DatasetFingerprint): Option[String] =
    if (here.same(dataset)) None else Some(s"${dataset.differences(here).take(4).mkString(", ")}, recorded vs here")
}

/**
 * The recorded answers' file, beside the workload: `query,parameters,answer,statement,dataset,neo4j,refused`, one row
 * per query and parameter row. `statement` identifies the query's text and answer kind (an answer of a query edited
 * since is refused), `dataset` the fingerprint of the data (answers of another dataset are refused before any load),
 * `neo4j` the version that answered; `refused`, the code of the reference's refusal (its message the row's `answer`),
 * empty for an answer. A file of the six columns before `refused` reads as it always did.
 */
object RecordedAnswers {
  val Header: Seq[String] = Seq("query", "parameters", "answer", "statement", "dataset", "neo4j", "refused")

  def write(path: Path, workload: WorkloadFile, recording: Recording): Unit = {
    def row(query: String, parameters: String, answer: String, refused: String) =
      Seq(query, parameters, answer, workload.query(query).get.statementId, recording.dataset.text,
        recording.neo4jVersion, refused)
    CsvTable.write(path, Header,
      recording.answers.map(a => row(a.query, a.parametersJson, a.answer, "")) ++
        recording.refused.map(r =>
          row(r.query, RecordedAnswer(r.query, r.parameters, "").parametersJson, r.refusal.message, r.refusal.code)))
  }

  /**
   * The file's answers, checked against the workload (but for the queries `leftOut`, whose rows it skips); a UserError
   * saying what to do otherwise. A query the reference refused counts as recorded: it has its refusal.
   */
  def read(path: Path, workload: WorkloadFile, leftOut: Set[String] = Set.empty): Recording = {
    if (!Files.isRegularFile(path)) UserError(s"no recorded answers at $path: record them first (./mvnw gatling:test " +
      s"-Dworkload=file:${workload.file} records when the file is absent)")
    val (header, all) = CsvTable.read(path)
    if (header != Header && header != Header.init)
      UserError(s"$path does not start with the header '${Header.mkString(",")}'")
    if (all.isEmpty) UserError(s"$path has a header but no rows: delete it and record again")
    val again = s"delete $path to record again"
    val rows = all.zipWithIndex.filterNot { case (row, _) => leftOut(row("query")) }
    val read = rows.map { case (row, i) =>
      def bad(why: String) = UserError(s"$path line ${i + 2}: $why")
      val query =
        workload.query(row("query")).getOrElse(bad(s"query '${row("query")}' is not in ${workload.file}: $again"))
      if (row("statement") != query.statementId)
        bad(s"query '${query.name}' changed since its answers were recorded (its text, answer or order): $again")
      val parameters = scala.util.Try(JsonMethods.parse(row("parameters"))).toOption.collect { case JObject(f) =>
        f.toMap
      }
        .getOrElse(bad(s"parameters must be a JSON object, got '${row("parameters")}'"))
      row.get("refused").filter(_.nonEmpty) match {
        case Some(code) => Right(RefusedQuery(query.name, parameters, ServerRefusal(code, row("answer"), None)))
        case None =>
          if (row("answer").isEmpty) bad("the answer is empty")
          Left(RecordedAnswer(query.name, parameters, row("answer")))
      }
    }
    val (answers, refused) = (read.collect { case Left(a) => a }, read.collect { case Right(r) => r })
    val recorded = answers.map(_.query).toSet ++ refused.map(_.query)
    workload.queries.map(_.name).filterNot(q => recorded(q) || leftOut(q)).headOption
      .foreach(q => UserError(s"$path has no answer of query '$q': $again"))
    val datasets = all.map(_("dataset")).distinct
    if (datasets.size > 1) UserError(s"$path mixes answers recorded on ${datasets.size} datasets: $again")
    val dataset = DatasetFingerprint.parse(datasets.head).getOrElse(
      UserError(s"$path: unreadable dataset '${datasets.head.take(80)}'"))
    Recording(answers, dataset, all.head("neo4j"), refused)
  }
}
