## The learner's own pages: the Progress page (`progress-message`), the learner box and the
## saving of answers (`learner-message`), a wrong number answer (`number-feedback`).
## Some hold Markdown emphasis: a page passes names a user typed already escaped.

progress-message-no-answers-yet = No answers saved for { $name } yet. Judge some groups on the **Drill** page, or answer questions on **Quiz** or **Review**: every answer given while this learner is chosen is saved here, and the charts appear after the first one.
progress-message-file-holds = The file holds **{ $answers }** answers and **{ $boxes }** rule points in review boxes for { $name }.
progress-message-imported = Imported the progress file as { $name }{ $replaced ->
    [true] , replacing what was there.
   *[other] .
}
progress-message-name-exists = A learner named { $name } already exists here. Import under another name, or replace their progress with the file.
progress-message-name-unusable = The name in the file cannot be used here: choose another.
progress-message-name-taken-too = { $name } exists too: pick a name that is not taken.
# followed by the reason
progress-message-nothing-imported = Nothing was imported:{" "}
progress-message-cannot-import = { $file } cannot be imported:{" "}
progress-message-store-off = Charts, export and import need the progress file, which cannot be used right now (see the warning above). Practice pages still work; answers are just not saved.
progress-message-choose-learner = Choose a learner above, or create one with **New learner**, to see their accuracy per rule point, their answers over time and their review boxes. You can also import a progress file below.
progress-message-store-stopped = The progress file stopped working: { $detail }

learner-message-hello = Hello, { $name }! Your answers are saved for { $name } from now on.
learner-message-saved-for = Answers are saved for { $name }.
learner-message-not-saving = Progress is not being saved right now; every page still works as usual. Reason: { $reason }.
learner-message-profiles-off = Learner profiles are off while the progress file cannot be used.
learner-message-who-practises = **Who is practising?** Choose your name or create it, so that your answers count. (Answer straight away and they are saved for **{ $guest }**.)
learner-message-no-password = No password: a profile only keeps practice apart, it protects nothing, so anyone using this computer can open it. Progress is kept on this computer. (A club can run the tutor with private profiles instead: each player signs in with their name and a PIN, and sees only their own progress. Whoever sets up the tutor for the club can turn this on.)
learner-message-not-saved-store = Not saved: the progress file cannot be used right now.
learner-message-not-saved = Not saved: { $reason }.
learner-message-saved-for-guest = ✅ Saved for **{ $guest }**: your answers count from now on. To keep them under your own name, choose **New learner** above.
learner-message-guest-toast = Saved for { $guest }.
learner-message-club-who = **Sign in** with your name and PIN so that your answers count, or make a new profile.
learner-message-club-note = Private profiles: only you, with your PIN, see your progress and your games. Forgot your PIN? The club's admin can set a new one.
learner-message-signed-in = Signed in: your answers are saved for { $name }.
learner-message-signed-in-as = Signed in as **{ $name }**.
learner-message-signed-out = Signed out. Nothing more is saved until someone signs in.
learner-message-pins-differ = The two PINs differ: type the same PIN twice.
learner-message-sign-in-to-save = Not saved: sign in (at the top of the page) to keep answers.

number-feedback-too-high = Your number is too high.
number-feedback-too-low = Your number is too low.
number-feedback-look-again = Look again at the question.
