package traversalperfs.lab

/** A problem the user can fix, said in one line: wrong parameter, missing CSV, unreachable target, ... */
final class LabError(message: String) extends RuntimeException(message, null, false, false)

object LabError {
  def apply(message: String): Nothing = throw new LabError(message)

  /** Runs the set-up of a simulation; a LabError ends the JVM with its one line instead of a stack trace. */
  def orExit[T](body: => T): T =
    try body
    catch {
      case e: LabError =>
        Console.err.println(s"[traversal-perfs] ERROR: ${e.getMessage}")
        Console.err.flush()
        sys.exit(2)
    }
}
