package traversalperfs.figures

import traversalperfs.statistics.{Verdict, VerdictRule}
import traversalperfs.results.{CellResult, QueryCheck}
import traversalperfs.figures.ComparisonPage.escape

/**
 * The upgrade report, first on the page, in comparison.md, comparison.json and the console's last lines: every query's
 * fate on each version against the first one (the reference), as a user asks before an upgrade. A query `fails` (the
 * server refused it: its code and message), `answers differently` (how many recorded answers differ, a few examples),
 * both left out of that version's load; a query that ran may `warn` (the server's notifications) and change its plan,
 * and gets its p50's speed verdict (`slower`, `faster`, `same`, `undecided`). The classes are not exclusive: a query
 * that warns also has a speed. A query the reference itself refused when its answers were recorded `fails on the
 * reference`: said on the reference's line, left out everywhere, and no version's difference.
 */
final case class UpgradeReport(reference: String, versions: List[UpgradeReport.OnVersion]) {
  /** What differs, in one line each: failing queries and different answers always, `slower` when asked. */
  def differences(slowerDiffers: Boolean): Seq[String] = versions.flatMap(v =>
    (v.fails ++ v.answersDifferently ++ (if (slowerDiffers) v.slower else Nil)).map(e =>
      s"${v.version}: query '${e.query}' ${e.detail}"))

  /** The console's last lines: each version's headline, then each difference. */
  def console(slowerDiffers: Boolean): Seq[String] =
    versions.map(_.headline(reference)) ++ differences(slowerDiffers)

  def markdown: Seq[String] = Seq("## Upgrade report", "") ++ versions.flatMap { v =>
    Seq(s"**${v.headline(reference)}**", "") ++ v.classes.filter(_._2.nonEmpty).flatMap { case (name, entries) =>
      Seq(s"$name on ${v.version}:", "", "| query | text | what |", "|---|---|---|") ++
        entries.map(e => s"| ${e.query} | `${e.text.replace("|", "\\|")}` | ${e.detail.replace("|", "\\|")} |") :+ ""
    }
  }

  def html: String = (Seq("""<section id="upgrade-report"><h2>Upgrade report</h2>""") ++ versions.flatMap { v =>
    Seq(s"""<p class="headline" id="upgrade-${escape(v.version)}"><b>${escape(v.headline(reference))}</b></p>""") ++
      v.classes.filter(_._2.nonEmpty).map { case (name, entries) =>
        s"""<table class="fates" data-version="${escape(v.version)}" data-class="${escape(name)}">""" +
          s"""<caption>${escape(name)} on ${escape(v.version)}</caption>""" +
          "<tr><th>query</th><th>text</th><th>what</th></tr>" + entries.map(e =>
            "<tr><td>" + e.cell.fold(escape(e.query))(c => s"""<a href="#cell-${escape(c)}">${escape(e.query)}</a>""") +
              s"""</td><td><code>${escape(e.text)}</code></td><td>${escape(e.detail)}</td></tr>""").mkString +
          "</table>"
      }
  } :+ "</section>").mkString("\n")
}

object UpgradeReport {
  /** A query in one class of a version's report: its name, its text's first line, what it came to, its cell's id. */
  final case class Entry(query: String, text: String, detail: String, cell: Option[String] = None)

  /**
   * One version's fates (`version`: the version, or the version in one Cypher language); `isReference`: the version the
   * answers were recorded on (no speed against itself).
   */
  final case class OnVersion(version: String, isReference: Boolean, queries: Int, fails: List[Entry] = Nil,
                             answersDifferently: List[Entry] = Nil, warns: List[Entry] = Nil,
                             planChanged: List[Entry] = Nil, slower: List[Entry] = Nil, faster: List[Entry] = Nil,
                             same: List[Entry] = Nil, undecided: List[Entry] = Nil,
                             failsOnReference: List[Entry] = Nil, failsWithoutPlugin: List[Entry] = Nil,
                             lighterBy: List[String] = Nil) {
    /** Each class's words and queries, in the report's order. */
    def classes: Seq[(String, List[Entry])] =
      // said where there are some: the reference's own finding, which most reports do not have
      (if (failsOnReference.nonEmpty) Seq("fail on the reference" -> failsOnReference) else Nil) ++
        (if (failsWithoutPlugin.nonEmpty) Seq("fail without their plugin" -> failsWithoutPlugin) else Nil) ++
        Seq("fail" -> fails, "answer differently" -> answersDifferently,
          "warn" -> warns, "change plan" -> planChanged) ++
        (if (isReference) Nil
         else Seq(Verdict.Slower.word -> slower, Verdict.Faster.word -> faster, Verdict.Same.word -> same,
           Verdict.Undecided.word -> undecided))

    /**
     * `From 4.4.48 to 5.26.30: 12 queries — 1 fail, …`; the reference's own line says what it is. A version whose load
     * lacks queries the reference's had (`lighterBy`: refused there, answered differently, or failing without their
     * plugin) says so: its other queries shared the server with less work, so their verdicts are read on a lighter load
     * than the reference's.
     */
    def headline(reference: String): String =
      (if (isReference) s"On $version (the reference, its answers recorded)" else s"From $reference to $version") +
        s": $queries quer${if (queries == 1) "y" else "ies"} — " +
        classes.map { case (name, entries) => s"${entries.size} $name" }.mkString(", ") +
        (if (lighterBy.isEmpty) ""
         else s"; its load lacked ${lighterBy.size} of the reference's (${lighterBy.mkString(", ")}): its verdicts " +
           "compare a lighter load")
  }

  /**
   * The report from the checks made before the load (`checks`, every version's) and the cells measured after: each
   * measured query's cell on the version, its p50 verdict against the reference and its plan's.
   */
  def of(checks: Seq[QueryCheck], results: Seq[CellResult], rule: VerdictRule): Option[UpgradeReport] =
    checks.headOption.map { first =>
      val sides = checks.map(_.side).distinct
      UpgradeReport(first.side,
        sides.toList.map { side =>
          val here = checks.filter(_.side == side)
          def entry(c: QueryCheck, detail: String, cell: Option[CellResult] = None) =
            Entry(c.query, QueryCheck.firstLine(c.text), detail, cell.map(_.cell.id))
          val measured = here.filter(_.measured).flatMap(c =>
            results.find(r => r.cell.versionLabel == side && r.cell.variant == c.query).map(c -> _))
          val speeds = measured.flatMap { case (c, r) =>
            Verdicts.of(results, r, Verdicts.Deciding, rule).map { case (_, v) =>
              v.verdict -> entry(c, v.shown, Some(r))
            }
          }
          def speed(verdict: Verdict) = speeds.filter(_._1 == verdict).map(_._2).toList
          val loaded = (on: Seq[QueryCheck]) => on.filter(_.measured).map(_.query)
          OnVersion(side, side == first.side, here.size,
            lighterBy = loaded(checks.filter(_.side == first.side)).filterNot(loaded(here).toSet).toList,
            fails = here.filter(c => !c.onReference && c.withoutPlugin.isEmpty).flatMap(c =>
              c.refusal.map(f => entry(c, s"fails: ${f.describe}"))).toList,
            // asked on a version that runs without the plugin it calls: said, not an upgrade finding
            failsWithoutPlugin = here.filter(c => !c.onReference).flatMap(c =>
              c.withoutPlugin.flatMap(p =>
                c.refusal.map(f => entry(c, s"fails without its plugin, this version runs without $p: ${f.describe}"))))
              .toList,
            // the reference's own finding, kept on its line only
            failsOnReference = here.filter(c => c.onReference && side == first.side).flatMap(c =>
              c.refusal.map(f => entry(c, s"fails on the reference: ${f.describe}"))).toList,
            answersDifferently = here.filter(c => c.refusal.isEmpty && c.differing > 0).map(c =>
              entry(c,
                s"answers differently: ${c.differing} of ${c.answers} recorded answers differ, e.g. " +
                  c.examples.map(e => s"with ${e.parameters}: recorded ${e.recorded}, got ${e.got}").mkString("; ")))
              .toList,
            warns = here.filter(_.warnings.nonEmpty).map(c =>
              entry(c, s"warns: ${c.warnings.map(_.describe).mkString("; ")}",
                measured.find(_._1 eq c).map(_._2))).toList,
            planChanged = measured.flatMap { case (c, r) =>
              PlanComparison.verdict(results, r).filter(_.differs).map(p => entry(c, p.shown, Some(r)))
            }.toList,
            slower = speed(Verdict.Slower), faster = speed(Verdict.Faster), same = speed(Verdict.Same),
            undecided = speed(Verdict.Undecided))
        })
    }
}
