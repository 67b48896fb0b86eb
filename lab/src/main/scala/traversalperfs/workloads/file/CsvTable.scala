package traversalperfs.workloads.file

import com.fasterxml.jackson.databind.MappingIterator
import com.fasterxml.jackson.dataformat.csv.{CsvMapper, CsvParser, CsvSchema}
import traversalperfs.lab.LabError

import java.nio.file.{Files, Path, StandardCopyOption}
import scala.jdk.CollectionConverters._

/** CSV files with a header row (RFC 4180 quoting, through Jackson's CSV module): read as rows by column, written atomically. */
object CsvTable {
  private val mapper = new CsvMapper().enable(CsvParser.Feature.FAIL_ON_MISSING_COLUMNS)
    .enable(CsvParser.Feature.SKIP_EMPTY_LINES).enable(CsvParser.Feature.TRIM_SPACES)

  /** The header and the rows; a LabError naming the file when it is missing or malformed. */
  def read(path: Path): (Seq[String], Seq[Map[String, String]]) = {
    if (!Files.isRegularFile(path)) LabError(s"no CSV file at $path")
    val schema = CsvSchema.emptySchema().withHeader()
    try {
      val it: MappingIterator[java.util.Map[String, String]] =
        mapper.readerFor(classOf[java.util.Map[String, String]]).`with`(schema).readValues(Files.newBufferedReader(path)) // a path in a package too ([[traversalperfs.lab.Packaged]])
      val rows = it.readAll().asScala.toSeq.map(_.asScala.toMap)
      val header = it.getParserSchema match {
        case s: CsvSchema => s.getColumnNames.asScala.toSeq
        case _ => Nil
      }
      if (header.isEmpty) LabError(s"$path has no header row")
      (header, rows)
    } catch {
      case e: com.fasterxml.jackson.core.JacksonException =>
        LabError(s"$path is not a readable CSV file: ${e.getOriginalMessage}" +
          Option(e.getLocation).fold("")(l => s" (line ${l.getLineNr})"))
    }
  }

  /** Written beside, then moved: an interrupted write never leaves half a file. */
  def write(path: Path, header: Seq[String], rows: Seq[Seq[String]]): Unit = {
    Files.createDirectories(path.toAbsolutePath.getParent)
    val schema = header.foldLeft(CsvSchema.builder())(_.addColumn(_)).build().withHeader()
    val partial = path.resolveSibling(path.getFileName.toString + ".partial")
    mapper.writer(schema).writeValues(partial.toFile).writeAll(rows.map(_.toArray[AnyRef]).asJava).close()
    Files.move(partial, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE)
  }
}
