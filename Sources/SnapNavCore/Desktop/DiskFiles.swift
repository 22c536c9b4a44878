/// A configuration's images and folders read from the disk, as the desktop app reads them.
public final class DiskFiles: PrototypeFiles {
    /// Files read from the disk.
    public init() {}

    /// The image at `path`, its header read from the file (`ImageFile.inspect(path:)`).
    public func image(at path: String) throws(ImageFileError) -> ImageFile {
        try ImageFile.inspect(path: path)
    }

    /// A near name in the image's folder, or else a file of its name in the prototype's.
    public func hint(forMissing resolved: String, namedAs path: String, under directory: String) -> String? {
        MissingFile.hint(for: resolved)
            ?? MissingFile.file(namedLike: path, under: directory).map({
                "did you mean \"\($0)\"? Paths are relative to the configuration's folder"
            })
    }

    /// The folder's screens as `FolderScreens.list` finds them.
    public func screens(inFolder directory: String, label: String) throws(ConfigurationError) -> [String] {
        try FolderScreens.list(in: directory, label: label).files
    }
}
