package traversalperfs.boltbench

import java.lang.management.ManagementFactory
import java.util.concurrent.atomic.LongAdder

/**
 * Requests answered and the JVM's CPU time over a measured window: the window opens after `warmSeconds` and lasts
 * `seconds`; what happened before or after it is not counted. The JVM is the injector only (the server runs in its
 * own), so its CPU is what sending the requests cost.
 */
final class CountedWindow(warmSeconds: Int, seconds: Int) {
  val answered = new LongAdder

  private val cpu = ManagementFactory.getOperatingSystemMXBean.asInstanceOf[com.sun.management.OperatingSystemMXBean]

  /** Waits through the warm-up and the window (on the calling thread), then gives the window's figures. */
  def measure(): CountedWindow.Window = {
    Thread.sleep(warmSeconds * 1000L)
    val (requests0, cpu0, time0) = (answered.sum, cpu.getProcessCpuTime, System.nanoTime)
    Thread.sleep(seconds * 1000L)
    val (requests1, cpu1, time1) = (answered.sum, cpu.getProcessCpuTime, System.nanoTime)
    CountedWindow.Window(requests1 - requests0, (time1 - time0) / 1e9, (cpu1 - cpu0) / 1e3)
  }
}

object CountedWindow {
  final case class Window(requests: Long, seconds: Double, cpuMicros: Double) {
    def perSecond: Double = requests / seconds

    def cpuMicrosPerRequest: Double = if (requests == 0) Double.NaN else cpuMicros / requests

    /** One line the benchmark's parent reads back from the child's console. */
    def line(query: String, client: String): String =
      f"[boltbench] $query $client requests=$requests seconds=$seconds%.3f cpuMicros=$cpuMicros%.0f"
  }

  private val Line = """\[boltbench\] (\S+) (\S+) requests=(\d+) seconds=([\d.]+) cpuMicros=(\d+)""".r

  /** The windows a child printed: (query, client) to window. */
  def read(console: String): Seq[((String, String), Window)] =
    Line.findAllMatchIn(console).map(m =>
      (m.group(1), m.group(2)) -> Window(m.group(3).toLong, m.group(4).toDouble, m.group(5).toDouble)).toSeq
}
