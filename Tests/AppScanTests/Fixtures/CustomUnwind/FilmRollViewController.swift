import UIKit

final class FilmRollViewController: UIViewController {
  @IBAction func backToRoll(_ segue: UIStoryboardSegue) {}
}

final class FrameViewController: UIViewController {}
