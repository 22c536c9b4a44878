import Foundation
import SnapNavCommandLine
import SnapNavCore

// The snapnav command with one kind of panel more, `example.map`, drawn in Swift. It takes
// every flag snapnav does and opens the prototype next to this file unless told otherwise:
//   swift run snapnav-map-example
//   swift run snapnav-map-example --headless --screenshot map.png --start map
let factory = PanelFactory.standard.adding("example.map") { panel, clock in
    try MapPanelController(panel: panel, clock: clock)
}
let prototype = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("snapnav.json")
exit(SnapNavCommand.run(panelFactory: factory, defaultPrototype: prototype.path))
