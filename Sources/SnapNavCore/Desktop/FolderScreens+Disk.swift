import Foundation

extension FolderScreens {
    /// Lists the screens of `directory` (absolute); throws, naming `label`, when the folder
    /// cannot be read.
    static func list(in directory: String, label: String) throws(ConfigurationError) -> FolderScreens {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw ConfigurationError(file: label, keyPath: "", problem: "the folder cannot be read")
        }
        var images: [String] = []
        var skipped: [String] = []
        for name in names.sorted(by: { $0.localizedStandardCompare($1) == .orderedAscending })
        where !name.hasPrefix(".") {
            let fileExtension = URL(fileURLWithPath: name).pathExtension.lowercased()
            let file = (directory == "/" ? "" : directory) + "/" + name
            if PrototypeSource.imageExtensions.contains(fileExtension) {
                // A file that is not a whole image yet (still being written) or not an image
                // at all is left out with a note, rather than refusing the whole folder.
                do throws(ImageFileError) {
                    _ = try ImageFile.inspect(path: file)
                    images.append(file)
                } catch {
                    skipped.append("\(name) \(error.reason)")
                }
            } else if PrototypeSource.unshownImageExtensions.contains(fileExtension) {
                skipped.append("\(name) is \(fileExtension.uppercased()); export PNG, JPEG, WebP or SVG to show it")
            }
        }
        // A screen exported at several scales is shown once, at its largest.
        let scales = ExportScales.largest(of: images)
        skipped += scales.leftOut.map { "\($0.name), a smaller export of \($0.largest)" }
        return FolderScreens(files: scales.kept, skipped: skipped)
    }
}
