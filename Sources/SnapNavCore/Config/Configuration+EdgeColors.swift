extension Configuration {
    /// Gives every image panel showing the file at `path` `color`, the mean of the image's
    /// bottom edge, for the bars drawn over it and the panel's background where the image does
    /// not reach. Returns whether any panel changed.
    @discardableResult
    public mutating func takeEdgeColor(_ color: Color?, ofImageAt path: String) -> Bool {
        var changed = false
        for index in panels.indices {
            guard case .image(let image) = panels[index].kind, image.file.path == path,
                panels[index].sampledEdgeColor != color
            else { continue }
            panels[index].sampledEdgeColor = color
            changed = true
        }
        return changed
    }
}
