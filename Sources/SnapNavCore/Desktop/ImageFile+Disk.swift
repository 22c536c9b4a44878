import Foundation

extension ImageFile {
    /// Reads and checks the header of the file at `path`; the error says why it cannot be used.
    /// A path that names its file with an accented name written the other way (as macOS writes
    /// it, see `MissingFile`) finds it, and the image's `path` is the file's own.
    public static func inspect(path: String) throws(ImageFileError) -> ImageFile {
        var status = stat()
        guard stat(path, &status) == 0 else {
            switch errno {
            case ENOENT, ENOTDIR:
                if let sameName = MissingFile.sameName(as: path) { return try inspect(path: sameName) }
                throw ImageFileError("does not exist", fileIsMissing: true)
            case ELOOP: throw ImageFileError("is a symbolic link loop")
            case EACCES: throw ImageFileError("cannot be read (permission denied)")
            default: throw ImageFileError("cannot be read (\(String(cString: strerror(errno))))")
            }
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw ImageFileError("is a directory, not an image")
        case S_IFIFO: throw ImageFileError("is a named pipe, not an image file")
        case S_IFCHR, S_IFBLK: throw ImageFileError("is a device, not an image file")
        default: throw ImageFileError("is not a regular file")
        }
        let size = Int(status.st_size)
        guard size > 0 else { throw ImageFileError("is empty") }
        guard size <= maximumBytes else {
            throw ImageFileError("is \(size >> 20) MiB; images up to \(maximumBytes >> 20) MiB are read")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ImageFileError("cannot be read")
        }
        defer { try? handle.close() }
        // The header is near the start. A JPEG's size follows its metadata, which Photoshop can
        // make megabytes long: what lies past the start is read as the segments lead there.
        let reader = WindowedFileReader(handle)
        let head = reader.read(at: 0, count: WindowedFileReader.windowSize)
        return try checked(header: head, readAt: reader.read, path: path)
    }

    /// The format the file at `path` announces, told from the same first bytes `inspect(path:)`
    /// reads, so that a decoder takes a file for what the header pass took it for; nil when it
    /// cannot be read or announces none.
    package static func format(ofFileAt path: String) -> Format? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return format(bySignature: WindowedFileReader(handle).read(at: 0, count: WindowedFileReader.windowSize))
    }
}
