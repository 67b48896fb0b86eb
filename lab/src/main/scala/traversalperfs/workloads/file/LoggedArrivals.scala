package traversalperfs.workloads.file

import traversalperfs.console.Say

import traversalperfs.settings.UserError

/**
 * A query log's arrivals for `rate=log`: the workload's arrivals file ([[ArrivalsFile]]), each arrival given its
 * recorded answer, its time divided by `speed`. A read-only workload's answers are one per query and parameter row (the
 * row-th answer of that query, recorded in the CSV's order); a workload with writes has one answer per kept arrival, in
 * the log's order (each read answered after the writes before it). An arrival whose row the import did not keep (past
 * `querylog.rows`) or whose query is left out is not replayed, and counted.
 */
final case class LoggedArrivals(millis: IndexedSeq[Double], answers: IndexedSeq[RecordedAnswer])

object LoggedArrivals {
  def read(workload: WorkloadFile, recording: Recording, speed: Double,
           leftOut: Set[String] = Set.empty): LoggedArrivals = {
    val arrivals = ArrivalsFile.read(workload)
    val answered: IndexedSeq[(Arrival, Option[RecordedAnswer])] =
      if (workload.writes) {
        // a query refused on the reference has no answer, and whether left out was recorded or not, the rest stay
        // in step: both sides without them
        val skipped = leftOut ++ recording.refusedQueries.keySet
        val kept = arrivals.filter(a => a.kept && !skipped(a.query))
        val answers = recording.answers.filterNot(a => skipped(a.query))
        if (kept.size != answers.size)
          UserError(s"${workload.file}: ${kept.size} logged arrivals but ${answers.size} recorded answers " +
            "(a workload with writes has one per arrival): record its answers again")
        kept.zip(answers.map(Some(_)))
      } else {
        val byQuery = recording.answers.groupBy(_.query).view.mapValues(_.toIndexedSeq).toMap
        arrivals.map(a => a -> Option.when(a.kept)(a.row).flatMap(byQuery.getOrElse(a.query, IndexedSeq.empty).lift))
      }
    val replayed = answered.collect { case (arrival, Some(answer)) if !leftOut(arrival.query) => (arrival, answer) }
    val without = arrivals.size - replayed.size
    val result = LoggedArrivals(replayed.map(_._1.millis / speed), replayed.map(_._2))
    if (result.answers.isEmpty) UserError(s"${workload.arrivals.get} holds no arrival to replay")
    val span = result.millis.last / 1000
    val faster = if (speed != 1) f", x$speed%.1f faster than logged" else ""
    val notKept = if (without > 0) f"; $without%,d left out (their rows past querylog.rows, or their queries)" else ""
    Say(f"rate=log: ${result.answers.size}%,d arrivals over $span%.1f s " +
      f"(${if (span > 0) result.answers.size / span else 0.0}%.1f/s$faster)$notKept")
    result
  }
}
