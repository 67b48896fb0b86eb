package traversalperfs.machine

import java.nio.file.{Files, Path}
import scala.jdk.CollectionConverters._
import scala.util.Try

/**
 * What Linux's /proc says about the machine and a process, each absent where it cannot be read (another system, another
 * user's process, a process gone). CPU times are in clock ticks: Linux reports /proc in USER_HZ, 100 per second on
 * every architecture it runs on.
 */
object ProcFiles {
  val TicksPerSecond = 100.0

  /**
   * The machine's CPU time since boot by kind (the `cpu` line of /proc/stat), its online cores and context switches.
   */
  final case class MachineTicks(user: Long, nice: Long, system: Long, idle: Long, iowait: Long, irq: Long,
                                softirq: Long,
                                steal: Long, cores: Int, contextSwitches: Long) {
    def total: Long = user + nice + system + idle + iowait + irq + softirq + steal
  }

  def machine(root: Path = Path.of("/proc")): Option[MachineTicks] = Try {
    val lines = Files.readAllLines(root.resolve("stat")).asScala.toSeq
    val cpu = lines.find(_.startsWith("cpu ")).get.split("\\s+").drop(1).map(_.toLong).padTo(8, 0L)
    val cores = lines.count(l => l.startsWith("cpu") && l.length > 3 && l.charAt(3).isDigit)
    val switches = lines.find(_.startsWith("ctxt ")).map(_.split("\\s+")(1).toLong).getOrElse(0L)
    MachineTicks(cpu(0), cpu(1), cpu(2), cpu(3), cpu(4), cpu(5), cpu(6), cpu(7), cores, switches)
  }.toOption

  /** A process's CPU time (user + system, every thread) in ticks. */
  def cpuTicks(pid: Long, root: Path = Path.of("/proc")): Option[Long] = Try {
    val stat = Files.readString(root.resolve(s"$pid/stat"))
    // the command name, in parentheses, may hold spaces: fields count from after its closing one
    val fields = stat.substring(stat.lastIndexOf(')') + 2).split(' ')
    fields(11).toLong + fields(12).toLong
  }.toOption

  /** The CPUs a process may run on, as its status lists them (`0-1`): what `lab.pin` set, read back from the kernel. */
  def cpus(pid: Long, root: Path = Path.of("/proc")): Option[String] = Try {
    Files.readAllLines(root.resolve(s"$pid/status")).asScala.collectFirst {
      case line if line.startsWith("Cpus_allowed_list:") => line.substring("Cpus_allowed_list:".length).trim
    }.get
  }.toOption

  /** A line of /proc/<pid>/status in kB (`VmRSS`: resident now, `VmHWM`: the most it has been resident). */
  def memoryKb(pid: Long, key: String, root: Path = Path.of("/proc")): Option[Long] = Try {
    Files.readAllLines(root.resolve(s"$pid/status")).asScala.collectFirst {
      case line if line.startsWith(key + ":") => line.substring(key.length + 1).trim.split("\\s+")(0).toLong
    }.get
  }.toOption
}
