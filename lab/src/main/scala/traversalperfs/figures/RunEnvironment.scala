package traversalperfs.figures

import java.lang.management.ManagementFactory
import java.nio.file.Path
import scala.util.Try

/**
 * Where a comparison ran, written into its summary (each cell's settings add the servers' version, heap and GC): the
 * JDK, the operating system, the cores and memory the servers shared, the lab's commit and the date. A baseline diff
 * says which of these differ (they do not refuse it: the same machine gets a new JDK; but read its figures so).
 */
object RunEnvironment {
  def current(baseDir: Path): Map[String, String] = {
    val memory = ManagementFactory.getOperatingSystemMXBean match {
      case os: com.sun.management.OperatingSystemMXBean => f"${os.getTotalMemorySize / math.pow(1024, 3)}%.0f GiB"
      case _ => "unknown"
    }
    Map(
      "java" -> s"${Runtime.version()} (${sys.props.getOrElse("java.vendor", "?")})",
      "os" -> s"${sys.props("os.name")} ${sys.props("os.version")} ${sys.props("os.arch")}",
      "cores" -> Runtime.getRuntime.availableProcessors.toString,
      "memory" -> memory,
      "lab" -> labCommit(baseDir),
      "date" -> java.time.Instant.now.toString)
  }

  private def labCommit(baseDir: Path): String = Try {
    val git = new ProcessBuilder("git", "rev-parse", "--short", "HEAD").directory(baseDir.toFile)
      .redirectErrorStream(true).start()
    val out = new String(git.getInputStream.readAllBytes()).trim
    if (git.waitFor() == 0) out else "unknown (not a git clone)"
  }.getOrElse("unknown (no git)")
}
