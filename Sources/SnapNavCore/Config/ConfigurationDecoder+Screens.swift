/// `"screens": "folder"`: the configuration's folder gives its panels, so that exports dropped
/// into it later appear as they would in a folder opened without a configuration.
extension ConfigurationDecoder {
    /// The one value `screens` takes.
    static let folderScreens = "folder"

    /// `root` with `"screens": "folder"` spelled out as the rest of the decoder reads it, and
    /// the folder it lists; `root` itself, and nil, without `screens`.
    ///
    /// Each image of the folder, in name order, is an image panel named after its screen
    /// (`Home@3x.png` is `Home`). An entry of `panels` of the same name adds to it: its links,
    /// title, background, bars and `after`, and a `content` of its own replaces the image's
    /// (to give it a `fit` or a `pin`). Other entries are panels of their own, as anywhere,
    /// for links to push or present. Without `horizontal`, the arm is the folder's screens;
    /// without `start`, Home or Camera, else the middle one; without `window`, the size the
    /// exports were made for and the folder's name.
    func expandingScreens(_ root: JSONValue) throws(ConfigurationError) -> (root: JSONValue, folder: String?) {
        guard let value = root["screens"], case .object(var members) = root else { return (root, nil) }
        let name = try reader.string(value, at: "screens")
        guard name == Self.folderScreens else {
            throw reader.fail(
                "screens",
                "expected \"folder\" (this file's folder's PNG and JPEG images, in name order), found \"\(name)\"")
        }
        let directory = reader.directory
        let screens = try reader.files.screens(inFolder: directory, label: reader.file)
        guard !screens.isEmpty else {
            throw reader.fail("screens", "\(directory) has no PNG, JPEG, WebP or SVG images to show")
        }
        let ids = FolderScreens.ids(screens)
        let given =
            try root["panels"].map { (value) throws(ConfigurationError) in try reader.object(value, at: "panels") }
            ?? []
        var panels: [(key: String, value: JSONValue)] = []
        for (id, file) in zip(ids, screens) {
            let entries = given.filter { $0.key == id }
            guard entries.count <= 1 else { throw reader.fail("panels.\(id)", "defined twice") }
            let image = JSONValue.object([
                ("kind", .string("image")), ("file", .string(file.split(separator: "/").last.map(String.init) ?? file)),
            ])
            guard let entry = entries.first?.value else {
                panels.append((id, .object([("content", image)])))
                continue
            }
            // Not an object: left for the panel's own check to refuse.
            guard case .object(let settings) = entry, entry["content"] == nil else {
                panels.append((id, entry))
                continue
            }
            panels.append((id, .object(settings + [("content", image)])))
        }
        panels += given.filter { !ids.contains($0.key) }
        members.removeAll { $0.key == "panels" }
        members.append(("panels", .object(panels)))
        if root["horizontal"] == nil { members.append(("horizontal", .array(ids.map(JSONValue.string)))) }
        if root["start"] == nil {
            let arm = (try? reader.stringArray(root["horizontal"] ?? .array([]), at: "horizontal")) ?? []
            members.append(("start", .string(FolderScreens.start(among: arm.isEmpty ? ids : arm))))
        }
        if root["window"] == nil {
            let size = FolderScreens.windowSize(of: screens, reading: reader.files)
            let window = JSONValue.object([
                ("width", .number(size.width)), ("height", .number(size.height)),
                ("title", .string(FolderScreens.title(of: directory))),
            ])
            members.append(("window", window))
        }
        return (.object(members), directory)
    }
}
