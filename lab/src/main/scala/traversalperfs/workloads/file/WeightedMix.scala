package traversalperfs.workloads.file

/**
 * The replay's order of recorded answers when a workload's queries have weights (a query log's counts): a sequence of
 * `length` picks drawn with a fixed seed, each query picked in proportion to its weight (a query without one weighs 1)
 * and each pick taking that query's next recorded answer in turn; so two runs, and every version, send the same mix in
 * the same order. Without weights the answers go as recorded, each once per pass.
 */
object WeightedMix {
  val Seed = 1L
  /** Enough picks for every query's share to show (a query of 1 % of the mix: about 10 requests a pass). */
  val MinLength = 1000

  def order(workload: WorkloadFile, answers: Seq[RecordedAnswer]): Seq[RecordedAnswer] =
    if (workload.queries.forall(_.weight.isEmpty)) answers
    else {
      val byQuery = workload.queries.map(q => q -> answers.filter(_.query == q.name).toIndexedSeq)
        .filter(_._2.nonEmpty)
      val cumulative = byQuery.map(_._1.weight.getOrElse(1L)).scanLeft(0L)(_ + _).tail
      val total = cumulative.last
      val random = new scala.util.Random(Seed)
      val next = Array.fill(byQuery.size)(0)
      Seq.fill(math.max(MinLength, answers.size)) {
        val draw = (random.nextDouble() * total).toLong
        val q = cumulative.indexWhere(_ > draw)
        val rows = byQuery(q)._2
        val answer = rows(next(q) % rows.size)
        next(q) += 1
        answer
      }
    }
}
