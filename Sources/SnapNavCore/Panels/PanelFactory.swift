/// Makes the controller for a configured panel: the kind its `content` names, or a plain
/// `ColorPanelController` (background and title only) when it has none.
public enum PanelFactory {
    public static func make(_ panel: Configuration.Panel, clock: Clock) -> PanelController {
        let (id, title, background) = (panel.id, panel.title, panel.background)
        switch panel.kind {
        case nil:
            return ColorPanelController(identifier: id, title: title, background: background)
        case .list(let rows):
            return ListPanelController(identifier: id, title: title, background: background, rows: rows, clock: clock)
        case .grid(let tiles):
            return GridPanelController(identifier: id, title: title, background: background, tiles: tiles, clock: clock)
        case .camera:
            return CameraPanelController(identifier: id, title: title, background: background, clock: clock)
        case .image(let image):
            return ImagePanelController(
                identifier: id, title: title, background: background, image: image, showsTitle: panel.titleGiven,
                clock: clock)
        }
    }
}
