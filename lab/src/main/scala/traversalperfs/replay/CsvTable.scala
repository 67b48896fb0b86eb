package traversalperfs.replay

import traversalperfs.settings.UserError
import com.fasterxml.jackson.databind.MappingIterator
import com.fasterxml.jackson.dataformat.csv.{CsvGenerator, CsvMapper, CsvParser, CsvSchema}

import java.nio.file.{Files, Path, StandardCopyOption}
import scala.jdk.CollectionConverters._

/**
 * The recorded answers' files of every workload: CSV with a header row (RFC 4180 quoting, through Jackson's CSV
 * module), read as rows by column or as records to check cell by cell, and written atomically (beside, then moved).
 * Gatling's csv feeder reads them as they are.
 */
object CsvTable {
  private val mapper = new CsvMapper().enable(CsvParser.Feature.FAIL_ON_MISSING_COLUMNS)
    .enable(CsvParser.Feature.SKIP_EMPTY_LINES).enable(CsvParser.Feature.TRIM_SPACES)

  /** The header and the rows; a UserError naming the file when it is missing or malformed. */
  def read(path: Path): (Seq[String], Seq[Map[String, String]]) = {
    if (!Files.isRegularFile(path)) UserError(s"no CSV file at $path")
    val schema = CsvSchema.emptySchema().withHeader()
    try {
      val it: MappingIterator[java.util.Map[String, String]] =
        mapper.readerFor(classOf[java.util.Map[String, String]]).`with`(schema).readValues(
          Files.newBufferedReader(path)) // a path in a package too ([[traversalperfs.settings.Packaged]])
      val rows = it.readAll().asScala.toSeq.map(_.asScala.toMap)
      val header = it.getParserSchema match {
        case s: CsvSchema => s.getColumnNames.asScala.toSeq
        case _ => Nil
      }
      if (header.isEmpty) UserError(s"$path has no header row")
      (header, rows)
    } catch {
      case e: com.fasterxml.jackson.core.JacksonException =>
        UserError(s"$path is not a readable CSV file: ${e.getOriginalMessage}" +
          Option(e.getLocation).fold("")(l => s" (line ${l.getLineNr})"))
    }
  }

  /**
   * Every record that is not blank, the header first, its cells trimmed: for a file whose workload checks each cell
   * itself and says which record is wrong (its number among these, the header being 1).
   */
  def records(path: Path): Seq[Seq[String]] =
    try {
      val it: MappingIterator[Array[String]] = mapper.readerFor(classOf[Array[String]])
        .`with`(CsvParser.Feature.WRAP_AS_ARRAY).readValues(Files.newBufferedReader(path))
      it.readAll().asScala.toSeq.map(_.toSeq).filter(_.exists(_.nonEmpty))
    } catch {
      case e: com.fasterxml.jackson.core.JacksonException =>
        UserError(s"$path is not a readable CSV file: ${e.getOriginalMessage}" +
          Option(e.getLocation).fold("")(l => s" (line ${l.getLineNr})"))
    }

  /** Written beside, then moved: an interrupted write never leaves half a file. */
  def write(path: Path, header: Seq[String], rows: Seq[Seq[String]], quoteOnlyWhereNeeded: Boolean = false): Unit = {
    Files.createDirectories(path.toAbsolutePath.getParent)
    val schema = header.foldLeft(CsvSchema.builder())(_.addColumn(_)).build().withHeader()
    val partial = path.resolveSibling(path.getFileName.toString + ".partial")
    // Jackson quotes long values and values with spaces unless asked to quote only a separator, a quote or a line end
    val quoting = if (quoteOnlyWhereNeeded) mapper.writer(schema).`with`(CsvGenerator.Feature.STRICT_CHECK_FOR_QUOTING)
    else mapper.writer(schema)
    quoting.writeValues(partial.toFile).writeAll(rows.map(_.toArray[AnyRef]).asJava).close()
    Files.move(partial, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE)
  }
}
