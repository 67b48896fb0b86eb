package traversalperfs.settings

import traversalperfs.console.Say

/** A problem the user can fix, said in one line: wrong parameter, missing CSV, unreachable target, ... */
final class UserError(message: String) extends RuntimeException(message, null, false, false)

object UserError {
  def apply(message: String): Nothing = throw new UserError(message)

  /**
   * Exit code of a run refused before any load. Not 2: gatling-maven-plugin reads 2 as "assertions failed", and no
   * assertion ran.
   */
  val RefusedExitCode = 64

  /**
   * Runs a command's main (exec:java): a UserError is said in its one line, then thrown on to fail the build (exiting
   * would end Maven's own JVM).
   */
  def said[T](body: => T): T =
    try body
    catch {
      case e: UserError =>
        Say.error(e.getMessage)
        throw e
    }

  /** Runs the set-up of a simulation; a UserError ends the JVM with its one line instead of a stack trace. */
  def orExit[T](body: => T): T =
    try body
    catch {
      case e: UserError =>
        Say.fatal(e.getMessage)
        sys.exit(RefusedExitCode)
    }
}
