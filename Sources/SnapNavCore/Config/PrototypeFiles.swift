/// Where a configuration's images and folders are read from: the disk on the desktop
/// (`DiskFiles`); in the web player, the facts `snapnav web` read from the disk, carried in its
/// `PrototypeBundle`. Decoding asks only these questions of them, so the same decoder serves both.
public protocol PrototypeFiles: AnyObject {
    /// The image at `path`, its header checked (`ImageFile.checked`); the error says why it
    /// cannot be shown.
    func image(at path: String) throws(ImageFileError) -> ImageFile
    /// A near name for the missing image `path` (as the configuration gives it, resolved to
    /// `resolved`), said as a hint; nil when there is none.
    func hint(forMissing resolved: String, namedAs path: String, under directory: String) -> String?
    /// The screens of `directory` in the order a folder shows them (`FolderScreens`), as
    /// absolute paths; throws, naming `label`, when the folder cannot be read.
    func screens(inFolder directory: String, label: String) throws(ConfigurationError) -> [String]
}
