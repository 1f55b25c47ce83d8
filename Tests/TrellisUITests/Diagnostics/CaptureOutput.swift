import Foundation

/// Runs `body` and returns what it printed to standard output.
func captureStandardOutput(_ body: () throws -> Void) throws -> String {
  fflush(nil)
  let pipe = Pipe()
  let saved = dup(STDOUT_FILENO)
  dup2(pipe.fileHandleForWriting.fileHandle, STDOUT_FILENO)
  defer {
    fflush(nil)
    dup2(saved, STDOUT_FILENO)
    close(saved)
  }
  try body()
  fflush(nil)
  dup2(saved, STDOUT_FILENO)
  try pipe.fileHandleForWriting.close()
  return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
}

extension FileHandle {
  fileprivate var fileHandle: Int32 { fileDescriptor }
}
