package traversalperfs.copies

import java.io.{BufferedOutputStream, DataOutputStream}
import java.nio.charset.StandardCharsets
import java.nio.file.{Files, Path, StandardCopyOption}
import scala.jdk.CollectionConverters._

/**
 * A copy's source written to a local file as it is read, for the offline writers (the extension's `CopySpool` reads it
 * in the writer's JVM): nodes with their source ids, labels and properties, then relationships. Only values every
 * version's writer stores (booleans, integers, floats, strings, and lists of one of them, as arrays) are spooled: the
 * first other one (a date, a point, a vector, a mixed list) abandons the spool, and the copy goes through the servers.
 * Written to `<file>.partial`, moved into place when whole.
 */
final class CopySpool(file: Path) {
  import CopySpool.Format

  private val partial = file.resolveSibling(file.getFileName.toString + ".partial")
  Files.createDirectories(file.getParent)
  private val out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(partial), 1 << 16))
  private var abandoned: Option[String] = None
  private var nodesEnded = false
  out.writeUTF(Format.Magic)

  /** Why the spool was given up, if it was. */
  def why: Option[String] = abandoned

  def node(node: CopiedNode): Unit = if (abandoned.isEmpty) {
    out.writeByte(Format.Node)
    out.writeLong(node.id)
    out.writeInt(node.labels.size)
    node.labels.foreach(out.writeUTF)
    properties(node.properties, "node")
  }

  def relationship(r: CopiedRelationship): Unit = if (abandoned.isEmpty) {
    endNodes()
    out.writeByte(Format.Relationship)
    out.writeLong(r.start)
    out.writeLong(r.end)
    out.writeUTF(r.kind)
    properties(r.properties, "relationship")
  }

  /** The spool in place (Some), or deleted with the reason it was given up. */
  def finish(): Either[String, Path] = {
    if (abandoned.isEmpty) { endNodes(); out.writeByte(Format.End) }
    out.close()
    abandoned match {
      case Some(why) => Files.deleteIfExists(partial); Left(why)
      case None => Right(Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE))
    }
  }

  private def endNodes(): Unit = if (!nodesEnded) { out.writeByte(Format.End); nodesEnded = true }

  private def properties(properties: java.util.Map[String, AnyRef], element: String): Unit = {
    out.writeInt(properties.size)
    properties.asScala.foreach { case (key, value) =>
      if (abandoned.isEmpty) {
        out.writeUTF(key)
        if (!write(value))
          abandoned = Some(s"property '$key' of a $element is a ${value.getClass.getSimpleName} (${String.valueOf(value)
              .take(40)}), which the offline writers do not take")
      }
    }
  }

  private def write(value: AnyRef): Boolean = value match {
    case b: java.lang.Boolean => out.writeByte(Format.Boolean); out.writeBoolean(b); true
    case n: java.lang.Long => out.writeByte(Format.Long); out.writeLong(n); true
    case n: java.lang.Integer => out.writeByte(Format.Long); out.writeLong(n.longValue); true
    case d: java.lang.Double => out.writeByte(Format.Double); out.writeDouble(d); true
    case s: String => out.writeByte(Format.Text); text(s); true
    case list: java.util.List[_] =>
      val items = list.asScala.toSeq
      if (items.forall(_.isInstanceOf[String])) {
        out.writeByte(Format.Texts); out.writeInt(items.size); items.foreach(i => text(i.asInstanceOf[String])); true
      } else if (items.forall(i => i.isInstanceOf[java.lang.Long] || i.isInstanceOf[java.lang.Integer])) {
        out.writeByte(Format.Longs); out.writeInt(items.size)
        items.foreach(i => out.writeLong(i.asInstanceOf[java.lang.Number].longValue)); true
      } else if (items.forall(_.isInstanceOf[java.lang.Double])) {
        out.writeByte(Format.Doubles); out.writeInt(items.size);
        items.foreach(i => out.writeDouble(i.asInstanceOf[Double])); true
      } else if (items.forall(_.isInstanceOf[java.lang.Boolean])) {
        out.writeByte(Format.Booleans); out.writeInt(items.size);
        items.foreach(i => out.writeBoolean(i.asInstanceOf[Boolean]))
        true
      } else false
    case _ => false
  }

  private def text(s: String): Unit = {
    val bytes = s.getBytes(StandardCharsets.UTF_8)
    out.writeInt(bytes.length)
    out.write(bytes)
  }
}

object CopySpool {
  /**
   * The spool's format, written down once on this side (the extension's `CopySpool` holds the same once on its side,
   * compiled for Java 8, which the lab does not depend on; `CopySpoolRoundTripTest` reads what this side writes with
   * that side's reader): the magic line, then each node (`N`, its id, its labels, its properties), `E`, each
   * relationship (`R`, its nodes' ids, its type, its properties), `E`; a property is its key, a tag and its value.
   */
  object Format {
    val Magic = "traversal-perfs copy spool 1"
    val Node: Int = 'N'
    val Relationship: Int = 'R'
    val End: Int = 'E'
    val Boolean: Int = 'Z'
    val Long: Int = 'J'
    val Double: Int = 'D'
    val Text: Int = 'S'
    val Booleans: Int = 'z'
    val Longs: Int = 'j'
    val Doubles: Int = 'd'
    val Texts: Int = 's'
  }
}
