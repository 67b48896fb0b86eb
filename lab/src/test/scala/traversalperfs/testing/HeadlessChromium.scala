package traversalperfs.testing

import org.junit.jupiter.api.Assertions.{assertNotNull, assertTrue}

import java.awt.image.BufferedImage
import java.nio.file.{Files, Path, Paths}
import java.util.concurrent.TimeUnit

/**
 * Debian's Chromium, headless and offline (every host name unresolvable, no background traffic): the DOM a page has
 * once its scripts ran, and a screenshot of it. `work`: where its profile and logs go.
 */
final class HeadlessChromium(work: Path) {
  private val chromium = Paths.get("/usr/bin/chromium")
  assertTrue(Files.isExecutable(chromium), "Debian's chromium is needed (apt-get install chromium; .ci/run does it)")
  Files.createDirectories(work)
  private val flags = Seq("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND", s"--user-data-dir=${Files.createTempDirectory("chromium")}")

  private def run(name: String, output: Path, arguments: String*): Unit = {
    val process = new ProcessBuilder((chromium.toString +: flags) ++ arguments: _*)
      .redirectError(work.resolve(s"$name.log").toFile).redirectOutput(output.toFile).start()
    assertTrue(process.waitFor(60, TimeUnit.SECONDS) && process.exitValue() == 0, s"chromium $name: see $work")
  }

  /** The page's DOM after its scripts ran (`--dump-dom`); `page` may carry a fragment (a view of the page). */
  def dom(page: String, name: String = "dom"): String = {
    val out = work.resolve(s"$name.html")
    run(name, out, "--virtual-time-budget=5000", "--dump-dom", page)
    Files.readString(out)
  }

  /** A screenshot of the page in a window of that size. */
  def screenshot(page: String, name: String, width: Int = 1400, height: Int = 1800): BufferedImage = {
    val png = work.resolve(s"$name.png")
    Files.deleteIfExists(png)
    run(name, work.resolve(s"$name.out"), s"--screenshot=$png", s"--window-size=$width,$height", "--hide-scrollbars",
      page)
    val image = javax.imageio.ImageIO.read(png.toFile)
    assertNotNull(image, s"no PNG written: see $work")
    image
  }
}

object HeadlessChromium {
  /** The colours a screenshot shows, sampled every 3 pixels. */
  def colours(image: BufferedImage): Map[Int, Int] =
    (for (x <- 0 until image.getWidth by 3; y <- 0 until image.getHeight by 3) yield image.getRGB(x, y) & 0xffffff)
      .groupBy(identity).view.mapValues(_.size).toMap
}
