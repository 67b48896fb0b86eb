package traversalperfs.testing

/**
 * The lines a page drew, read from its DOM (`<polyline class="…">`): what the page decided to draw (which series, in
 * which colour, through how many points), whatever the figures it plotted. A screenshot's pixels depend on where the
 * figures put the lines (one line can hide another): tests assert on these instead.
 */
final case class SvgLine(stroke: String, points: Seq[(Double, Double)], title: Option[String])

object SvgLines {
  private val Polyline = "(?s)<polyline ([^>]*)>(.*?)</polyline>|<polyline ([^>]*)/>".r
  private val Attribute = "([\\w-]+)=\"([^\"]*)\"".r
  private val Title = "(?s)<title>(.*?)</title>".r

  /** The polylines of that class, in the DOM's order. */
  def of(dom: String, cssClass: String): Seq[SvgLine] =
    Polyline.findAllMatchIn(dom).flatMap { m =>
      val attributes =
        Attribute.findAllMatchIn(Option(m.group(1)).getOrElse(m.group(3))).map(a => a.group(1) -> a.group(2)).toMap
      val body = Option(m.group(2)).getOrElse("")
      if (!attributes.get("class").exists(_.split(' ').contains(cssClass))) None
      else Some(SvgLine(attributes.getOrElse("stroke", ""), points(attributes.getOrElse("points", "")),
          Title.findFirstMatchIn(body).map(_.group(1))))
    }.toSeq

  /** One `<svg id="…">` element of the page, whole. */
  def svg(dom: String, id: String): String = {
    val start = dom.indexOf(s"<svg id=\"$id\"")
    require(start >= 0, s"no <svg id=\"$id\"> in the page")
    dom.substring(start, dom.indexOf("</svg>", start) + "</svg>".length)
  }

  /** The legend's labels of one plot, in order. */
  def legend(svg: String): Seq[String] =
    "<text [^>]*class=\"legend\"[^>]*>([^<]*)</text>".r.findAllMatchIn(svg).map(_.group(1)).toSeq

  /** `x,y x,y …`; a point that is not two finite numbers is not a point. */
  private def points(text: String): Seq[(Double, Double)] =
    text.trim.split("\\s+").toSeq.filter(_.nonEmpty).flatMap { pair =>
      pair.split(',') match {
        case Array(x, y) => (x.toDoubleOption, y.toDoubleOption) match {
            case (Some(a), Some(b)) if a.isFinite && b.isFinite => Some(a -> b)
            case _ => None
          }
        case _ => None
      }
    }

  /** The page's style rule that paints a failed cell of the table red. */
  val FailedCellStyle: scala.util.matching.Regex = """td\.failed[^{]*\{ background: #f8d0d0""".r

  /** The page's palette, in the order it hands colours out (figures/page/scale.js). */
  val Palette: Seq[String] = Seq("#4a7ebb", "#e07b39", "#4f9d4f", "#9b59b6", "#c9a227", "#2bb3b3", "#d45087", "#7f7f7f",
    "#8c564b", "#1f3f7f")
}
