package traversalperfs.machine

import traversalperfs.testing.Lanes
import traversalperfs.measure.{
  CapacitySearch, LatencyMicros, LatencyRow, LoadModel, OnTimeAudit, ReplaySummary, Slo, WarmUp
}
import traversalperfs.settings.{Parameters, UserError}
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}
import traversalperfs.machine._
import traversalperfs.workloads.traversal.TraversalSettings

import java.nio.file.{Files, Path, Paths}

/**
 * What the lab reads of the machine and decides from it, in process: /proc as Linux writes it (a made-up /proc here,
 * the real one in the end-to-end tests), the saturation flags, the listening server's process, the on-time audit, a
 * capacity level that was the injector's limit, the microsecond histograms, the CPU split of `lab.pin`, and the
 * parameters' refusals.
 */
@Tag(Lanes.Units)
class MachineUnitsTest {
  private val work = Files.createDirectories(Paths.get("target/machine-test").toAbsolutePath)
  private def refused(f: => Any): String = assertThrows(classOf[UserError], () => { f; () }).getMessage

  private def proc(name: String, stat: String, processes: Map[Long, (String, String)]): Path = {
    val root = work.resolve(name)
    traversalperfs.server.Directories.deleteRecursively(root)
    Files.createDirectories(root)
    Files.writeString(root.resolve("stat"), stat)
    processes.foreach { case (pid, (pidStat, status)) =>
      Files.createDirectories(root.resolve(pid.toString))
      Files.writeString(root.resolve(s"$pid/stat"), pidStat)
      Files.writeString(root.resolve(s"$pid/status"), status)
    }
    root
  }

  private def machineStat(user: Long, idle: Long, iowait: Long, switches: Long) =
    s"cpu  $user 0 100 $idle $iowait 0 0 3 0 0\ncpu0 1 0 0 0 0 0 0 0 0 0\ncpu1 1 0 0 0 0 0 0 0 0 0\nintr 1 2\nctxt $switches\n"

  // a command name with spaces and parentheses, as a thread may be named: fields count from its last ')'
  private def pidStat(utime: Long, stime: Long) =
    s"42 (java (main) x) S 1 42 42 0 -1 4194560 100 0 0 0 $utime $stime 0 0 20 0 30\n"

  @Test def procFilesReadTheMachineAndAProcessAsLinuxWritesThem(): Unit = {
    val root = proc("read", machineStat(1000, 5000, 200, 77),
      Map(42L -> (pidStat(300, 50), "Name:\tjava\nVmHWM:\t  204800 kB\nVmRSS:\t  102400 kB\n")))
    val machine = ProcFiles.machine(root).get
    assertEquals(2, machine.cores)
    assertEquals(77, machine.contextSwitches)
    assertEquals(1000 + 100 + 5000 + 200 + 3, machine.total)
    assertEquals(Some(350L), ProcFiles.cpuTicks(42, root))
    assertEquals(Some(102400L), ProcFiles.memoryKb(42, "VmRSS", root))
    assertEquals(Some(204800L), ProcFiles.memoryKb(42, "VmHWM", root))
    assertEquals(None, ProcFiles.cpuTicks(43, root), "a process gone")
    assertEquals(None, ProcFiles.machine(work.resolve("no-proc")), "another system")
  }

  private def reading(seconds: Double, machine: ProcFiles.MachineTicks, injector: Long, server: Long) =
    MachineWatch.Reading((seconds * 1e9).toLong, machine, Some(injector), Some(server), Some(1024000), Some(2048000),
      Some(512000))

  private def ticks(busy: Long, idle: Long, iowait: Long = 0, switches: Long = 0) =
    ProcFiles.MachineTicks(busy, 0, 0, idle, iowait, 0, 0, 0, 2, switches)

  @Test def aBusyInjectorAndAMachineWithoutIdleCpuAreFlaggedAQuietRunIsNot(): Unit = {
    // 10 s on 2 cores: 2,000 ticks in all
    val quiet =
      MachineLoad.between(reading(0, ticks(0, 0), 0, 0), reading(10, ticks(300, 1700, switches = 5000), 50, 200),
        MachineLimits.Default, Some(42))
    assertEquals(0.05, quiet.injectorCores, 1e-9)
    assertEquals(Some(0.2), quiet.serverCores.map(c => math.round(c * 1000) / 1000.0))
    assertEquals(85.0, quiet.idlePercent, 1e-9)
    assertEquals(500.0, quiet.contextSwitchesPerSecond, 1e-9)
    assertEquals(Some(1000.0), quiet.serverRssMb)
    assertEquals(Some(2000.0), quiet.serverPeakRssMb)
    assertEquals(Nil, quiet.saturated)
    assertEquals(Some(2.5), quiet.othersPercent.map(o => math.round(o * 1000) / 1000.0),
      "300 busy ticks of 2,000, 250 of them the injector's and the server's: other processes took 2.5 %")
    val withLab = MachineLoad.between(reading(0, ticks(0, 0), 0, 0).copy(labTicks = Some(0)),
      reading(10, ticks(300, 1700), 50, 200).copy(labTicks = Some(30)), MachineLimits.Default, Some(42))
    assertEquals(Some(1.0), withLab.othersPercent.map(o => math.round(o * 1000) / 1000.0),
      "the lab's own commands (the injector's ancestors) are not other processes")
    assertTrue(
      quiet.lines.head.shown.contains(
        "injector (Gatling) 0.05 cores (3 % of the machine), server 0.20 cores (10 % of the machine), idle 85 %"),
      quiet.lines.head.shown)

    val busy = MachineLoad.between(reading(0, ticks(0, 0), 0, 0), reading(10, ticks(1980, 20), 900, 1080),
      MachineLimits.Default, Some(42))
    assertEquals(2, busy.saturated.size, busy.saturated.toString)
    assertTrue(busy.saturated.head.startsWith(
        "injector saturated: Gatling used 90 % of a core (over 80 %, lab.injectorCpuMax)"), busy.saturated.head)
    assertTrue(busy.saturated(1).startsWith("machine saturated: 1 % of its CPU idle (under 5 %, lab.idleMin)"),
      busy.saturated(1))
    assertTrue(busy.lines.tail.forall(_.shown.startsWith("[traversal-perfs] WARNING: ")), busy.lines.toString)

    // a core waiting for a disk is free: I/O wait counts as idle
    val waiting =
      MachineLoad.between(reading(0, ticks(0, 0), 0, 0), reading(10, ticks(1000, 0, iowait = 1000), 100, 800),
        MachineLimits.Default, Some(42))
    assertEquals(Nil, waiting.saturated)
    assertEquals(50.0, waiting.iowaitPercent, 1e-9)
    assertEquals(Nil,
      MachineLoad.between(reading(0, ticks(0, 0), 0, 0), reading(10, ticks(1980, 20), 900, 1080),
        MachineLimits(95, 0), None).saturated, "the limits are the user's")
  }

  @Test def theServerIsTheProcessListeningOnTheTargetsPort(): Unit = {
    val root = proc("listening", machineStat(1, 1, 0, 0), Map(42L -> (pidStat(1, 1), ""), 43L -> (pidStat(1, 1), "")))
    Files.createDirectories(root.resolve("net"))
    Files.writeString(root.resolve("net/tcp"),
      "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode\n" +
        "   0: 0100007F:1E61 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 555 1 0 100 0 0 10 0\n" +
        "   1: 0100007F:1E62 0100007F:9C40 01 00000000:00000000 00:00000000 00000000  1000        0 666 1 0 100 0 0 10 0\n")
    Files.writeString(root.resolve("net/tcp6"), "  sl  local_address ...\n")
    Files.createDirectories(root.resolve("43/fd"))
    Files.createSymbolicLink(root.resolve("43/fd/7"), Paths.get("socket:[555]"))
    Files.createDirectories(root.resolve("42/fd"))
    Files.createSymbolicLink(root.resolve("42/fd/3"), Paths.get("socket:[666]"))
    assertEquals(Some(43L), ListeningProcess.of(7777, root), "0x1E61 = 7777, listening (0A), inode 555 held by 43")
    assertEquals(None, ListeningProcess.of(7778, root), "7778 is an established connection, not a listener")
    assertEquals(None, ListeningProcess.of(9999, root))
  }

  @Test def theOnTimeAuditComparesEachArrivalWithItsSchedule(): Unit = {
    val second = 1000000000L
    val punctual = new OnTimeAudit(Seq(10), 2, toleranceMillis = 1, minOnTimePercent = 95)
    (0 until 20).foreach(k => punctual.arrived(5 * second + k * second / 10 + 300000)) // 0.3 ms after schedule
    val onTime = punctual.result.get
    assertEquals(20, onTime.arrivals)
    assertEquals(100.0, onTime.onTimePercent, 1e-9)
    assertFalse(onTime.injectorLimited)

    // two capacity levels (10/s, then 20/s, 1 s each): the second's arrivals start 3 ms late from its fifth on
    val levels = new OnTimeAudit(Seq(10, 20), 1, toleranceMillis = 1, minOnTimePercent = 95)
    (0 until 10).foreach(k => levels.arrived(k * second / 10))
    (0 until 20).foreach(k => levels.arrived(second + k * second / 20 + (if (k >= 4) 3000000 else 0)))
    assertEquals(Some(100.0), levels.stepPercent(0))
    assertEquals(Some(20.0), levels.stepPercent(1))
    val both = levels.result.get
    assertEquals(14 * 100.0 / 30, both.onTimePercent, 1e-9)
    assertTrue(both.injectorLimited)
    assertEquals(3.0, both.maxLateMillis, 0.01)
    assertTrue(both.line.contains("46.7 % of 30 arrivals started within 1 ms of their schedule"), both.line)
    assertEquals(None, OnTimeAudit.of(LoadModel.Closed, 10, 1, 95), "the closed model has no schedule")
  }

  @Test def aCapacityLevelWhoseArrivalsWereLateIsTheInjectorsLimit(): Unit = {
    val load = LoadModel(Some(10), Some(Slo(95, 100)), 10, 30, 2)
    val search = new CapacitySearch(load)
    search.arrived(0)
    (0 until 20).foreach(i => search.record(i * 100, 20, ok = true))
    (0 until 40).foreach(i => search.record(2000 + i * 50, 20, ok = true))
    (0 until 60).foreach(i => search.record(4000 + i * 33, 500, ok = true))
    val result = search.result(Map(0 -> 100.0, 1 -> 99.0, 2 -> 60.0).get, 95)
    assertEquals(Seq(false, false, true), result.levels.map(_.injectorLimited))
    assertEquals(Some(20.0), result.heldPerSecond)
    assertTrue(
      result.describe.endsWith("; the injector, not the server, was the limit from 30.0/s (60 % of its arrivals on " +
        "time): the server's capacity is at least what held"), result.describe)
    assertEquals(None, search.result(_ => Some(100.0), 95).injectorLimit)
  }

  @Test def microsecondHistogramsKeepWhatGatlingsMillisecondsRoundAway(): Unit = {
    val micros = LatencyMicros.of((1 to 1000).map(i => 300L + i)).get // 0.301 to 1.300 ms: Gatling says 0 or 1
    assertEquals(800.0, micros.p50.toDouble, 1.0)
    assertEquals(1290.0, micros.p99.toDouble, 2.0)
    assertEquals(1300.0, micros.max.toDouble, 2.0)
    assertTrue(micros.describe.startsWith("p50 0.80"), micros.describe)
    val decoded = LatencyMicros.decode(micros.histogram)
    assertEquals(1000, decoded.getTotalCount)
    assertEquals(micros.p99, decoded.getValueAtPercentile(99))
    assertEquals(None, LatencyMicros.of(Nil))
  }

  @Test def theReportsRangesComeFromTheObjectiveElseTheWarmUpElseTheMeasuredMedian(): Unit = {
    import traversalperfs.replay.ReportScale
    assertEquals(Some(ReportScale(200, 400, "the objective p95<200ms, and twice it")),
      ReportScale.choose(Some(Slo(95, 200)), Some(3), Some(5)))
    assertEquals(Some(ReportScale(6, 30, "2 and 10 times the warm-up's last median, 3 ms")),
      ReportScale.choose(None, Some(3), Some(5)))
    assertEquals(Some(ReportScale(1, 2, "2 and 10 times the measured median, 0 ms")),
      ReportScale.choose(None, None, Some(0)),
      "a sub-millisecond median still gives ranges Gatling takes (lower under higher)")
    assertEquals(None, ReportScale.choose(None, None, None))
    // the measured median when no objective and no warm-up: each name's p50 weighted by its answered requests
    def row(name: String, requests: Int, ko: Int, p50: Long) =
      LatencyRow(name, requests, ko, p50.toDouble, p50, p50, None, None, p50, None, None, None)
    val rows = List(row("cheap", 700, 0, 2), row("dear", 300, 0, 40), row("failed", 5000, 5000, 0))
    assertEquals(Some(2L), traversalperfs.replay.ReplayRun.medianOfMedians(ReplaySummary(rows, "")))
    assertEquals(Some(40L),
      traversalperfs.replay.ReplayRun.medianOfMedians(
        ReplaySummary(rows.map(r => if (r.name == "dear") r.copy(requests = 900) else r), "")))
    assertEquals(None, traversalperfs.replay.ReplayRun.medianOfMedians(ReplaySummary(Nil, "")))
    val warmUp = new WarmUp(rows = 3, capSeconds = 60, capPasses = 10)
    assertEquals(None, warmUp.lastPassMedianMillis)
    Seq("a" -> 9L, "b" -> 1L, "c" -> 4L, "a" -> 2L, "b" -> 7L, "c" -> 3L).foreach { case (row, ms) =>
      warmUp.record(row, ms)
    }
    assertEquals(Some(3L), warmUp.lastPassMedianMillis, "the second pass: 2, 7, 3")
  }

  @Test def pinningSplitsTheOnlineCpusAndItsParametersAreChecked(): Unit = {
    assertEquals(Seq(0, 1, 2, 3, 6), CpuPinning.parse("0-3,6"))
    val online = work.resolve("online")
    Files.writeString(online, "0-3\n")
    assertEquals(Right(CpuPinning("2,3", "0,1")), CpuPinning.of(online))
    Files.writeString(online, "0\n")
    assertEquals(Left("lab.pin needs 2 CPUs or more to keep the server and the injector apart; this machine has 1"),
      CpuPinning.of(online))
    assertTrue(CpuPinning.of(work.resolve("no-such-file")).left.exists(_.startsWith("lab.pin works on Linux only")))
    assertEquals(Seq("taskset", "-c", "1", "java", "-version"),
      CpuPinning("1", "0").serverCommand(Seq("java", "-version")))

    assertTrue(refused(TraversalSettings.load(Parameters.of("lab.injectorCpuMax" -> "150"))).contains(
        "lab.injectorCpuMax is a percentage: 0 to 100, got 150"))
    assertTrue(refused(TraversalSettings.load(Parameters.of("lab.pin" -> "yes"))).contains(
        "lab.pin must be one of false, true; got 'yes'"))
    assertTrue(refused(TraversalSettings.load(Parameters.of("lab.calibration" -> "-1"))).contains(
        "lab.calibration must be a whole number >= 0"))
    val settings =
      TraversalSettings.load(Parameters.of("lab.calibration" -> "0", "lab.idleMin" -> "10", "lab.onTimeMin" -> "90"))
    val written = settings.arguments().map(_.stripPrefix("-D").split("=", 2)).map(a => a(0) -> a(1))
    val again = TraversalSettings.load(Parameters.of(written: _*)).lab
    assertEquals((0, MachineLimits(80, 10), 90, None),
      (again.output.calibrationRequests, again.output.machineLimits, again.output.onTimeMinPercent, again.server.pin),
      "a comparison's cells get the same")
  }
}
