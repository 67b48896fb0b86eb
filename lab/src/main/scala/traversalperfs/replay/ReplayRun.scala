package traversalperfs.replay

import traversalperfs.console.{Line, Say}
import traversalperfs.measure.{LatencySummary, OnTimeAudit, ThinkTime, Throughput, WarmUp}
import traversalperfs.targets.{RequestWork, ServerWatch}
import traversalperfs.settings.UserError
import io.gatling.core.Predef._
import io.gatling.core.protocol.Protocol
import io.gatling.core.structure.{ChainBuilder, PopulationBuilder}
import io.gatling.commons.validation.Success
import traversalperfs.machine.MachineWatch

import scala.concurrent.duration._

/**
 * The replay every workload shares: the recorded answers fed to the measured load, every answer verified. Closed
 * (`users` ramped over `ramp` s, each asking for `duration` s with 0 to `pause.max` ms pauses), open (`rate` arrivals
 * per second) or a capacity search (`slo`): there a wrong answer stops the run as a failure, while slow answers and
 * timeouts only break a level. A workload with a warm-up replays it first, until latency settles. Prints the workload's
 * lines, the rate achieved (and offered) and each capacity level; writes the summary JSON. A simulation reads as
 * Gatling's demo: `setUp(run.population).protocols(run.protocols).assertions(run.assertions)`.
 */
final class ReplayRun(part: ReplayPart) {
  private val lab = part.lab
  private val load = lab.load.model
  lab.server.pin.flatMap(_.pinInjector()).foreach(UserError(_))
  private val calibration = new Calibration(part.target, lab, part.protocols, lab.output.calibrationRequests)
  private val machine = new MachineWatch(part.target.serverPid, lab.output.machineLimits)
  if (load.logSpeed.isDefined && part.arrivals.isEmpty)
    UserError("rate=log replays a query log's arrivals: only a workload file imported from one has them (-Pquerylog)")
  private val audit =
    OnTimeAudit.of(load, lab.load.durationSeconds, toleranceMillis = 1, lab.output.onTimeMinPercent, part.arrivals)
  private val watch = new ServerWatch(part.target)
  private val latencies = new LatencySummary
  private val throughput = new Throughput
  private val search = MeasuredLoad.search(load, part.requestsPerRow)
  private val guard = new CapacityGuard(search, load)
  private val rows = {
    val share = lab.load.injector.rows(part.rows)
    if (share.isEmpty)
      UserError(s"${lab.load.injector.describe} has no recorded row to replay (${part.rows.size} rows " +
        s"for ${lab.load.injector.count} injectors): use fewer injectors")
    if (!lab.load.injector.alone) Say(
      s"${lab.load.injector.describe}: ${share.size} of ${part.rows.size} " +
        "recorded rows (every injector.count-th), " + lab.load.model.rate.fold(s"${lab.load.users} user(s)")(r =>
          f"$r%.1f requests/s") +
        " of the load: the injectors together offer the load asked")
    share
  }
  private val feeder = rows.zipWithIndex.map { case (row, i) => row + (ReplayRun.RowKey -> i) }.circular
  private val warmUp =
    Option.when(lab.load.warmupSeconds > 0)(new WarmUp(rows.size * part.requestsPerRow, lab.load.warmupSeconds,
        lab.load.warmupPasses))
  Say("" + warmUp.fold("no warm-up (warmup=0): the measured load starts on a cold server")(w =>
    s"warm-up: passes over the ${rows.size} rows (${w.requestsPerPass} requests each, ${lab.load.users} user(s)) " +
      s"until one takes as long as the one before, at most ${lab.load.warmupPasses} passes, " +
      s"or ${lab.load.warmupSeconds} s once " +
      s"${WarmUp.MinPasses} are made; not measured"))

  if (lab.load.plantPercent > 0) Say(f"a planted difference (compare.plant): each measured request " +
    f"delayed by ${lab.load.plantPercent}%.1f %% of its own time")

  /** After each measured request: its answer in the figures, then the session ready for the next one. */
  private def measured(kind: String): ChainBuilder = exec { session =>
    val millis = session(AnswerKeys.Millis).asOption[Int].getOrElse(0).toLong
    val ok = !session.isFailed
    LabClock.plant(session, lab.load.plantPercent)
    latencies.record(part.sample(session, kind, millis, ok).copy(micros = LabClock.micros(session)))
    throughput.answered(millis)
    search.foreach(_.record(session("arrived").as[Long], millis, ok))
    session.removeAll(AnswerKeys.Scratch: _*).markAsSucceeded
  }

  /** With `rate=log` each arrival takes its own row, whatever the warm-up took: a feeder of its own, in order. */
  private val measuredFeeder =
    if (part.arrivals.isDefined) rows.zipWithIndex.map { case (row, i) => row + (ReplayRun.RowKey -> i) }.queue
    else feeder

  private val oneRow = exec { session => machine.begin(); MeasuredLoad.arrive(search, audit)(session) }.feed(
    measuredFeeder).exec(part.ask("", measured, guard.wrong))

  private val thinkTime =
    Option.when(lab.load.thinkTime && !load.isOpen)(new ThinkTime(warmUp.flatMap(_.lastPassMedianMillis),
        lab.load.users))

  private val measuredLoad: PopulationBuilder =
    if (load.isOpen)
      guard.around(scenario("Measured replay").exec(oneRow)).inject(
        MeasuredLoad.open(load, lab.load.durationSeconds, part.arrivals))
    else {
      // an iteration begun within the duration ends whole: its answer is verified and counted like the others
      val looping = scenario("Measured replay").during(lab.load.durationSeconds.seconds, exitASAP = false)(
        thinkTime.fold(
          if (lab.load.pauseMaxMillis > 0) oneRow.pause(0.millis, lab.load.pauseMaxMillis.millis) else oneRow)(think =>
          oneRow.pause(_ => Success(think.next().millis))))
      looping.inject(
        if (lab.load.rampSeconds == 0) atOnceUsers(lab.load.users)
        else rampUsers(lab.load.users).during(lab.load.rampSeconds.seconds))
    }

  /** The warm-up, unless `warmup=0`, then the measured load. */
  private val warmUpAndLoad: PopulationBuilder = warmUp.fold(measuredLoad) { warmUp =>
    scenario("Warm-up replay").asLongAs(_ => warmUp.continues) {
      feed(feeder).exec(part.ask("warm-up ",
          kind =>
            exec { session =>
              warmUp.record(s"$kind #${session(ReplayRun.RowKey).as[Int]}",
                session(AnswerKeys.Millis).asOption[Int].getOrElse(0).toLong)
              session.removeAll(AnswerKeys.Scratch: _*)
            }, _ => ()))
    }.inject(atOnceUsers(lab.load.users)).andThen(measuredLoad)
  }

  /** The calibration, then the warm-up and the measured load. */
  val population: PopulationBuilder = calibration.population.fold(warmUpAndLoad)(_.andThen(warmUpAndLoad))

  val protocols: Seq[Protocol] = part.protocols

  /**
   * An overloaded server must not keep the run going: what has not answered by the end of the load and one Bolt timeout
   * more is left unanswered (a warm-up has no time bound of its own, its passes take what the server takes: it is given
   * a day).
   */
  val maxDuration: FiniteDuration = (if (warmUp.isDefined) 1.day else Duration.Zero) +
    (if (calibration.population.isDefined) Calibration.MaxSeconds.seconds else Duration.Zero) +
    (MeasuredLoad.seconds(load, lab.load.durationSeconds,
      part.arrivals) + lab.load.rampSeconds + lab.server.boltTimeoutSeconds).seconds

  /** A capacity search's slow levels may end in timeouts: there only a wrong answer fails the run (above). */
  val assertions: Seq[io.gatling.commons.stats.assertion.Assertion] =
    if (search.isDefined) Nil else Seq(global.failedRequests.count.is(0))

  /** The workload's lines and summary fields, the load's lines, the summary file; the target closed. */
  def finish(): Unit = {
    val machineLoad = machine.end()
    watch.close()
    try {
      val onTime = audit.flatMap(_.result)
      val capacity =
        search.map(s => s.result(level => audit.flatMap(_.stepPercent(level)), lab.output.onTimeMinPercent))
      val overhead = calibration.result
      val work = requestWork()
      val common = latencies.summary("").copy(warmUp = Some(warmUp.fold("none")(_.description)),
        warmUpSettled = warmUp.flatMap(_.settled),
        requestsPerSecond = throughput.perSecond,
        offeredPerSecond = MeasuredLoad.offeredPerSecond(load, part.requestsPerRow), capacity = capacity,
        serverJava = part.target.server.map(_.settings.java.json), machine = machineLoad, labOverhead = overhead.toList,
        onTime = onTime, pinned = lab.server.pin.map(_.describe), work = work.toList,
        thinkTimeMillis = thinkTime.map(_.meanMillis))
      val summary =
        part.finish(latencies, common, MeasuredLoad.report(load, throughput.perSecond, capacity, part.requestsPerRow))
      if (summary.warmUpSettled.contains(false)) Say.warning(s"${WarmUp.UnsettledNote} " +
        s"(${summary.warmUp.getOrElse("")}); a longer warm-up: -Dwarmup=<seconds> -Dwarmup.passes=<passes>")
      ReplayRun.machineLines(summary, lab.output.onTimeMinPercent).foreach(Say.say)
      ReportScale.choose(load.slo, warmUp.flatMap(_.lastPassMedianMillis), ReplayRun.medianOfMedians(summary)).foreach(
        scale =>
          Say(ReportScale(scale).fold(identity, _ => scale.line)))
      lab.output.summaryJson.foreach(summary.write)
      // a wrong answer after a load that had none must fail the run; after one that had, Gatling's assertions do
      val wrong = work.flatMap(w => w.wrong.map(line => s"'${w.name}' ${w.via}: $line"))
      if (wrong.nonEmpty && summary.rows.forall(_.ko == 0))
        UserError(s"${wrong.size} answer(s) asked after the load were wrong: ${wrong.mkString("; ")}")
    } finally part.close()
  }

  /** Each request's work, after the measured window; the server's failure to answer it is said, not hidden. */
  private def requestWork(): Seq[RequestWork] =
    if (lab.output.workRows == 0) Nil
    else {
      Say(s"after the load, unmeasured: each request's work on ${lab.output.workRows} of its recorded " +
        "rows (a Cypher query's plan under PROFILE, the extension's call counts; lab.plans=0: none)")
      val work =
        try part.work(lab.output.workRows)
        catch {
          case e: UserError =>
            Say.error(s"the requests' work was not read: ${e.getMessage}"); Nil
        }
      work.foreach(w => Say(w.line))
      work
    }
}

object ReplayRun {
  /** The feeder row's index, in every session: the warm-up's key of a row's answers. */
  val RowKey = "lab.row"

  /** The answered requests' median, near enough: each request name's p50, weighted by its answered requests. */
  def medianOfMedians(summary: traversalperfs.measure.ReplaySummary): Option[Long] = {
    val weighted = summary.rows.filter(_.answered).map(r => (r.p50, (r.requests - r.ko).toLong)).sortBy(_._1)
    val half = weighted.map(_._2).sum / 2
    weighted.scanLeft((0L, 0L)) { case ((_, seen), (p50, n)) => (p50, seen + n) }.drop(1).find(_._2 > half).map(_._1)
  }

  /**
   * What every run prints after its workload's lines: each request name on the lab's microsecond clock, the lab's
   * overhead on each transport, the open model's on-time share, the machine's load and what it flags.
   */
  def machineLines(summary: traversalperfs.measure.ReplaySummary, onTimeMinPercent: Int): Seq[Line] =
    summary.rows.flatMap(r => r.micros.map(m => Line(s"'${r.name}' on the lab's clock: ${m.describe}"))) ++
      summary.labOverhead.map(o => Line(o.line)) ++
      summary.onTime.toSeq.flatMap(o =>
        Line(o.line) +: (if (o.injectorLimited)
                           Seq(Line.warning(
                               f"injector-limited: only ${o.onTimePercent}%.1f %% of arrivals started on time " +
                                 s"(under $onTimeMinPercent %, lab.onTimeMin): the load offered was not the load sent"))
                         else Nil)) ++
      summary.machine.fold(Seq(Line("machine load not measured (it reads Linux's /proc)")))(_.lines) ++
      summary.pinned.map(p => Line(s"pinned: $p"))
}
