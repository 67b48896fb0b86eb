package traversalperfs.targets

/**
 * What one measured request does on the server, asked once after the measured window on a few of its recorded rows
 * (never among the measured requests): a Cypher query's profiled plan (`PROFILE`: its db hits and rows, per request,
 * the mean over the rows asked, and the first row's plan), or the extension's own call counts (nodes visited, the store
 * reads by name). `via` says how it was asked; `checked` answers were compared with the recorded ones and `wrong` says
 * which differed. `name` is the request's, as the summary's rows name it; `sameRequest` false when the work is of the
 * same answer asked another way (the permissions' check in Cypher, its oracle, beside the extension's measured
 * request): then its db hits say nothing of the measured latency.
 */
final case class RequestWork(name: String, via: String, checked: Int, dbHits: Option[Double] = None,
                             rows: Option[Double] = None, plan: Option[QueryPlan] = None,
                             nodesVisited: Option[Double] = None, calls: Map[String, Double] = Map.empty,
                             wrong: List[String] = Nil, sameRequest: Boolean = true) {
  /** Its plan's shape, for comparing it with another version's. */
  def shape: Option[PlanShape] = plan.map(PlanShape.of)

  def line: String = s"work of '$name' ($via, $checked recorded answers checked): " +
    Seq(
      dbHits.map(d => f"$d%.0f db hits"), rows.map(r => f"$r%.0f rows"), nodesVisited.map(n => f"$n%.0f nodes visited"),
      Option.when(calls.nonEmpty)(calls.map { case (k, v) => f"$k $v%.0f" }.mkString(", ")),
      plan.map(p =>
        s"plan ${PlanShape.of(p).steps.map(_.operator).mkString(" < ")}" +
          (if (p.describe.isEmpty) "" else s" (${p.describe})"))).flatten.mkString(", ") +
    (if (wrong.isEmpty) "" else s"; WRONG: ${wrong.mkString("; ")}")
}

object RequestWork {
  private def mean(values: Seq[Double]): Option[Double] = if (values.isEmpty) None else Some(values.sum / values.size)

  /** A Cypher request's work from its profiled runs on the rows asked: their answers' mismatches in `wrong`. */
  def profiled(name: String, via: String, runs: Seq[(QueryPlan, Option[String])]): RequestWork =
    RequestWork(name, s"PROFILE over $via", runs.size, mean(runs.flatMap(_._1.dbHits.map(_.toDouble))),
      mean(runs.flatMap(_._1.rows.map(_.toDouble))), runs.headOption.map(_._1), wrong = runs.flatMap(_._2).toList)

  /** The extension's work from its answers on the rows asked: nodes visited and each store read's count. */
  def counted(name: String, via: String, runs: Seq[(Long, Map[String, Long], Option[String])]): RequestWork =
    RequestWork(name, via, runs.size, nodesVisited = mean(runs.map(_._1.toDouble)),
      calls = runs.flatMap(_._2.keys).distinct.map(k =>
        k -> runs.map(_._2.getOrElse(k, 0L).toDouble).sum / runs.size).toMap,
      wrong = runs.flatMap(_._3).toList)
}
