package traversalperfs.measure

final case class LatencyRow(name: String, requests: Int, ko: Int, mean: Double, p50: Long, p90: Long, p95: Option[Long],
                            p99: Option[Long], max: Long, serverMean: Option[Double], overheadP50: Option[Double],
                            garbageMb: Option[Double], curve: List[CurvePoint] = Nil,
                            /** The same answers on the lab's own clock ([[LatencyMicros]]). */
                            micros: Option[LatencyMicros] = None) {
  /** Some request was answered right: its latencies mean something (all KO: p50 0 would read as fast). */
  def answered: Boolean = requests > ko
}
