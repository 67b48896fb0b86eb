package traversalperfs.workloads.file

import traversalperfs.figures.{AnswerDifference, QueryCheck}
import traversalperfs.targets.{CypherRunner, ServerRefusal}

/**
 * Each query of a workload asked with every recorded answer's parameters on one version before its load, as the upgrade
 * report reads it: never stopping at the first difference. A refusal is the query's (its text), so its first one ends
 * that query's asking; a different answer is counted and the next is asked; every notification is kept once. The query
 * is also explained once: versions before 4.0 give their notifications to `EXPLAIN` only.
 */
object QueryChecks {
  def of(workload: WorkloadFile, recording: Recording, version: String, cypher: CypherRunner,
         language: Option[String] = None): Seq[QueryCheck] = {
    val side = traversalperfs.figures.ComparisonCell.side(version, language)
    println(s"[traversal-perfs] checking the ${recording.answers.size} recorded answers on Neo4j $side (${cypher.via})")
    val checks = workload.inLanguage(language).queries.map { query =>
      val answers = recording.answers.filter(_.query == query.name)
      var refusal = Option.empty[ServerRefusal]
      val differences = Seq.newBuilder[AnswerDifference]
      val warnings = scala.collection.mutable.LinkedHashSet[traversalperfs.targets.ServerNotification]()
      answers.headOption.foreach(first =>
        warnings ++= cypher.attempt(CypherRunner.Explain + query.cypher.text, first.parameters).notifications
          .map(_.without(CypherRunner.Explain)))
      for (answer <- answers if refusal.isEmpty) {
        val attempt = cypher.attempt(query.cypher.text, answer.parameters)
        warnings ++= attempt.notifications
        attempt.answer match {
          case Left(refused) => refusal = Some(refused)
          case Right(rows) =>
            val found = Answer.of(query.answer, query.ordered, rows.rows)
            Answer.mismatch(answer.answer, found).foreach(_ =>
              differences += AnswerDifference(answer.parametersJson, answer.answer, found.fold(identity, identity)))
        }
      }
      val differing = differences.result()
      QueryCheck(version, query.name, query.cypher.text, answers.size, refusal, differing.size,
        differing.take(QueryCheck.Examples).toList, warnings.toList, language)
    }
    println(s"[traversal-perfs] Neo4j $side: ${checks.size} queries checked: " +
      s"${checks.count(_.refusal.isDefined)} fail, " +
      s"${checks.count(c => c.refusal.isEmpty && c.differing > 0)} answer differently, " +
      s"${checks.count(_.warnings.nonEmpty)} warn" +
      Option(checks.filterNot(_.measured).map(_.query)).filter(_.nonEmpty).fold("")(q =>
        s"; left out of its load: ${q.mkString(", ")}"))
    checks
  }
}
