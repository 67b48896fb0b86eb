package traversalperfs.measure

/**
 * What the lab adds to a request, measured on one transport in the run itself: the cheapest request the target answers
 * (`RETURN 1`), sent one after another on one connection by Gatling (as the lab sends every request: its session,
 * checks and answer parsing) and by a bare client (the JDK's HTTP client, or the Neo4j driver's session), both on the
 * lab's microsecond clock. The overhead is Gatling's percentile minus the bare client's.
 */
final case class LabOverhead(transport: String, request: String, requests: Int, bareClient: String,
                             gatling: LatencyMicros, bare: LatencyMicros) {
  def p50Millis: Double = (gatling.p50 - bare.p50) / 1000.0

  def p99Millis: Double = (gatling.p99 - bare.p99) / 1000.0

  def line: String =
    f"lab overhead over $transport ($request, $requests requests one after another on one " +
      f"connection): Gatling p50 ${gatling.p50 / 1000.0}%.3f ms, p99 ${gatling.p99 / 1000.0}%.3f ms; " +
      f"bare $bareClient " +
      f"p50 ${bare.p50 / 1000.0}%.3f ms, p99 ${bare.p99 / 1000.0}%.3f ms: the lab adds $p50Millis%+.3f ms at p50, " +
      f"$p99Millis%+.3f ms at p99"
}
