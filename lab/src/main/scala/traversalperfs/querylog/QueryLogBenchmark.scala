package traversalperfs.querylog

import traversalperfs.console.Say

import traversalperfs.settings.{ParameterCatalog => P, Parameters}

import java.lang.management.ManagementFactory
import java.nio.charset.StandardCharsets
import java.nio.file.{Files, Path}
import scala.jdk.CollectionConverters._

/**
 * The import's benchmark (`./mvnw -B -Pquerylog-benchmark verify -DskipTests`): a generated query log of
 * `querylog.bench.lines` lines (text lines of 5.x with parameters, a query over three lines, JSON layout lines, writes,
 * start events: what a real log mixes) imported as `-Pquerylog` does, then its lines/s, and the heap: the JVM's peak
 * and what the import holds once done (after a GC), against the log's size on disk. Figures, not a test.
 */
object QueryLogBenchmark {
  /** The benchmark in the project at `baseDir` ([[traversalperfs.commands]] runs it). */
  def run(parameters: Parameters, baseDir: Path): Unit = {
    val lines = parameters(P.QueryLogBenchLines)
    val work = Files.createDirectories(baseDir.resolve(s"target/querylog-benchmark/$lines"))
    val log = work.resolve("query.log")
    if (!Files.exists(work.resolve("made.done"))) {
      generate(log, lines)
      Files.writeString(work.resolve("made.done"), "")
    }
    val heap = ManagementFactory.getMemoryMXBean
    System.gc()
    val before = heap.getHeapMemoryUsage.getUsed
    ManagementFactory.getMemoryPoolMXBeans.asScala.foreach(_.resetPeakUsage())
    val started = System.nanoTime()
    val imported = QueryLogImport.run(parameters.withDefaults(P.QueryLog := log.toString,
        P.QueryLogOut := work.resolve("imported.yml").toString))
    val seconds = (System.nanoTime() - started) / 1e9
    val peak = ManagementFactory.getMemoryPoolMXBeans.asScala.filter(_.getType.name == "HEAP")
      .map(_.getPeakUsage.getUsed).sum
    System.gc()
    val held = heap.getHeapMemoryUsage.getUsed - before
    val mb = 1024.0 * 1024
    Say.raw(Seq(
        f"Query log import benchmark: a generated log of $lines%,d lines (${Files.size(log) / mb}%.0f MB), " +
          f"${imported.queries.size} distinct queries kept; the JVM's max heap " +
          f"${heap.getHeapMemoryUsage.getMax / mb}%.0f MB, 2 cores, nothing else running:",
        "| lines | seconds | lines/s | peak heap (MB) | held after the import (MB) | goal |",
        "|---|---|---|---|---|---|",
        f"| $lines%,d | $seconds%.1f | ${lines / seconds}%,.0f | ${peak / mb}%.0f | ${held.max(0) / mb}%.0f | " +
          f"1,000,000 lines in under 30 s: ${if (seconds * 1000000 / lines < 30) "met" else "not met"} |")
        .mkString("\n"))
  }

  /** The log: every 20 lines 12 text lines of 5.x, one query over 3 lines, 3 JSON lines, a write, a start event. */
  private def generate(log: Path, lines: Int): Unit = {
    val out = Files.newBufferedWriter(log, StandardCharsets.UTF_8)
    val source = "bolt-session\tbolt\tneo4j-java/6.2.1\t\tclient/127.0.0.1:50000\tserver/127.0.0.1:7687>\tneo4j - app"
    try {
      var written = 0
      var i = 0L
      def time = f"2026-11-26 10:${(i / 60000) % 60}%02d:${(i / 1000) % 60}%02d.${i % 1000}%03d+0000"
      def text(id: Long, query: String, params: String) =
        s"$time INFO  id:$id - ${i % 7} ms: 2048 B - $source - $query - $params - runtime=pipelined - {}"
      while (written < lines) {
        i += 1
        val k = i % 20
        val entry =
          if (k < 12) text(i, s"MATCH (p:Person {name: $$name}) WHERE p.age > $$age RETURN p.name, p.age // q${k % 10}",
            s"{name: 'person ${i % 5000}', age: ${i % 90}}")
          else if (k == 12) text(i, "MATCH (a:Person {id: $id})\n  -[:KNOWS*1..2]->(b)\nRETURN count(DISTINCT b)",
            s"{id: ${i % 100000}}")
          else if (k < 16)
            s"""{"time":"${time.replace(" INFO", "")}","level":"INFO","event":"success","type":"query",""" +
              s""""elapsedTimeMs":${i % 9},"database":"neo4j",""" +
              s""""query":"MATCH (n:Tag) WHERE n.name IN $$names RETURN n",""" +
              s""""queryParameters":"{names: ['t${i % 300}', 't${i % 7}'], since: {date: '2024-01-0${1 + i % 9}'}}"}"""
          else if (k == 16) text(i, "CREATE (n:Event {at: $at})", s"{at: $i}")
          else if (k == 17)
            s"$time INFO  Query started: id:$i - 0 ms: 0 B - $source - RETURN 1 - {} - runtime=null - {}"
          else text(i, s"MATCH (c:City) WHERE c.code = $$code RETURN c.name AS name${k % 2}", s"{code: 'C${i % 40}'}")
        val entryLines = entry.count(_ == '\n') + 1
        if (written + entryLines <= lines) { out.write(entry); out.newLine(); written += entryLines }
        else { out.write(text(i, "RETURN 1", "{}")); out.newLine(); written += 1 }
      }
    } finally out.close()
  }
}
