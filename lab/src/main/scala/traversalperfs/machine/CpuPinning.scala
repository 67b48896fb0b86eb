package traversalperfs.machine

import java.nio.file.{Files, Path}
import scala.sys.process._
import scala.util.Try

/**
 * `lab.pin`: the server and the injector on separate CPUs (Linux's `taskset`), so that neither waits for the other's
 * core: the server started on the upper half of the online CPUs, the injector (Gatling's JVM, every thread) moved to
 * the lower half when its run starts. Off by default: on two cores each then has one core, which limits both. A server
 * the lab did not start (a `target`) is left where it runs.
 */
final case class CpuPinning(server: String, injector: String) {
  /** The server's command, started on its CPUs. */
  def serverCommand(command: Seq[String]): Seq[String] = Seq("taskset", "-c", server) ++ command

  /** This JVM, every thread, onto the injector's CPUs; why not, when it could not be moved. */
  def pinInjector(): Option[String] = {
    val pid = ProcessHandle.current.pid
    Option.when(Seq("taskset", "-a", "-p", "-c", injector, pid.toString).!(ProcessLogger(_ => ())) != 0)(
      s"lab.pin: taskset could not move the injector (pid $pid) to CPUs $injector")
  }

  def describe: String = s"server on CPUs $server, injector on CPUs $injector"
}

object CpuPinning {
  /** The split of this machine's CPUs, or why there is none. */
  def of(online: Path = Path.of("/sys/devices/system/cpu/online")): Either[String, CpuPinning] =
    Try(parse(Files.readString(online).trim)).toOption.toRight(
      s"lab.pin works on Linux only (it reads the online CPUs from $online)")
      .filterOrElse(_.size >= 2,
        "lab.pin needs 2 CPUs or more to keep the server and the injector apart; this machine has 1")
      .filterOrElse(
        _ => Try(Seq("taskset", "-V").!!(ProcessLogger(_ => ()))).isSuccess, "lab.pin needs taskset (util-linux)")
      .map { cpus =>
        val (injector, server) = cpus.splitAt(cpus.size / 2)
        CpuPinning(server.mkString(","), injector.mkString(","))
      }

  /** A CPU list as Linux writes it: `0-3,6`. */
  def parse(list: String): Seq[Int] = list.split(',').toSeq.filter(_.nonEmpty).flatMap { part =>
    part.split('-') match {
      case Array(one) => Seq(one.toInt)
      case Array(from, to) => from.toInt to to.toInt
    }
  }
}
