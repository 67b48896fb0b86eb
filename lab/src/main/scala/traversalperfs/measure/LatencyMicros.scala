package traversalperfs.measure

import org.HdrHistogram.Histogram

import java.nio.ByteBuffer
import java.util.Base64

/**
 * A request name's latencies on the lab's own clock, in microseconds (Gatling's report keeps whole milliseconds: a
 * cheap query reads "1 ms" whether it took 0.3 or 1.4): an HdrHistogram (three significant digits) summarised, and kept
 * whole, compressed and Base64-encoded as HdrHistogram's own log files hold it, for tools that merge runs.
 */
final case class LatencyMicros(mean: Double, p50: Long, p90: Long, p99: Long, p999: Long, max: Long,
                               histogram: String) {
  private def ms(micros: Long): String = f"${micros / 1000.0}%.3f"

  def describe: String =
    s"p50 ${ms(p50)} ms, p90 ${ms(p90)} ms, p99 ${ms(p99)} ms, p99.9 ${ms(p999)} ms, max ${ms(max)} ms"
}

object LatencyMicros {
  /** An hour: longer requests are recorded as an hour (a Bolt timeout ends them long before). */
  private val Highest = 3600L * 1000 * 1000

  def of(micros: Iterable[Long]): Option[LatencyMicros] = if (micros.isEmpty) None
  else {
    val histogram = new Histogram(Highest, 3)
    micros.foreach(m => histogram.recordValue(m.max(0).min(Highest)))
    val buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity)
    histogram.encodeIntoCompressedByteBuffer(buffer)
    Some(LatencyMicros(histogram.getMean, histogram.getValueAtPercentile(50), histogram.getValueAtPercentile(90),
        histogram.getValueAtPercentile(99), histogram.getValueAtPercentile(99.9), histogram.getMaxValue,
        Base64.getEncoder.encodeToString(java.util.Arrays.copyOf(buffer.array, buffer.position))))
  }

  /** A histogram [[of]] wrote, back (to merge runs, or read other percentiles). */
  def decode(encoded: String): Histogram =
    Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder.decode(encoded)), 0)
}
