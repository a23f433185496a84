import type { LanguageCode } from '@nova/protocol';

/**
 * The words of the password reset mails, per language (auth/passwordReset.ts sends them). `{minutes}` is the link's
 * lifetime, `{username}` the account's name (filled by `templates.ts`).
 */
export interface PasswordResetMailTexts {
  /** The link to choose a new password. */
  passwordReset: { subject: string; intro: string; button: string; ignore: string };
  /** Asked for an account that signs in with Google only: no password to reset, no link issued. */
  passwordResetGoogle: { subject: string; intro: string; button: string; ignore: string };
  /** The notice after a reset: every session ended. */
  passwordResetDone: { subject: string; intro: string; notYou: string };
}

export const PASSWORD_RESET_MAIL_TEXTS: Record<LanguageCode, PasswordResetMailTexts> = {
  en: {
    passwordReset: {
      subject: 'Reset your password',
      intro:
        'Someone, hopefully you, asked to reset the password of your Nova account. Choose a new one with the link below; it works once, for {minutes} minutes.',
      button: 'Choose a new password',
      ignore: 'If you did not ask for this, ignore this message: your password stays as it is.',
    },
    passwordResetGoogle: {
      subject: 'Sign in with Google',
      intro:
        'Someone, hopefully you, asked to reset the password of your Nova account. Your account signs in with Google and has no password: choose "Continue with Google" in the sign-in window.',
      button: 'Open Nova',
      ignore: 'If you did not ask for this, ignore this message: nothing was changed.',
    },
    passwordResetDone: {
      subject: 'Your password was reset',
      intro: 'The password of your Nova account was just reset with a link sent to this address, and every session was signed out.',
      notYou: 'If this was not you, contact support right away.',
    },
  },
  es: {
    passwordReset: {
      subject: 'Restablece tu contraseña',
      intro:
        'Alguien, esperamos que tú, ha pedido restablecer la contraseña de tu cuenta de Nova. Elige una nueva con el enlace de abajo; funciona una sola vez durante {minutes} minutos.',
      button: 'Elegir una nueva contraseña',
      ignore: 'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
    },
    passwordResetGoogle: {
      subject: 'Inicia sesión con Google',
      intro:
        'Alguien, esperamos que tú, ha pedido restablecer la contraseña de tu cuenta de Nova. Tu cuenta inicia sesión con Google y no tiene contraseña: elige «Continuar con Google» en la ventana de inicio de sesión.',
      button: 'Abrir Nova',
      ignore: 'Si no lo has pedido tú, ignora este mensaje: no se ha cambiado nada.',
    },
    passwordResetDone: {
      subject: 'Tu contraseña se ha restablecido',
      intro:
        'Se acaba de restablecer la contraseña de tu cuenta de Nova con un enlace enviado a esta dirección y se han cerrado todas las sesiones.',
      notYou: 'Si no has sido tú, contacta con soporte de inmediato.',
    },
  },
  fr: {
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe',
      intro:
        "Quelqu'un, vous espérons-le, a demandé à réinitialiser le mot de passe de votre compte Nova. Choisissez-en un nouveau avec le lien ci-dessous ; il fonctionne une seule fois, pendant {minutes} minutes.",
      button: 'Choisir un nouveau mot de passe',
      ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    },
    passwordResetGoogle: {
      subject: 'Connectez-vous avec Google',
      intro:
        "Quelqu'un, vous espérons-le, a demandé à réinitialiser le mot de passe de votre compte Nova. Votre compte se connecte avec Google et n'a pas de mot de passe : choisissez « Continuer avec Google » dans la fenêtre de connexion.",
      button: 'Ouvrir Nova',
      ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien n'a été modifié.",
    },
    passwordResetDone: {
      subject: 'Votre mot de passe a été réinitialisé',
      intro:
        'Le mot de passe de votre compte Nova vient d’être réinitialisé avec un lien envoyé à cette adresse, et toutes les sessions ont été déconnectées.',
      notYou: "Si ce n'était pas vous, contactez le support immédiatement.",
    },
  },
  de: {
    passwordReset: {
      subject: 'Setze dein Passwort zurück',
      intro:
        'Jemand, hoffentlich du, möchte das Passwort deines Nova-Kontos zurücksetzen. Wähle mit dem Link unten ein neues; er funktioniert einmal und {minutes} Minuten lang.',
      button: 'Neues Passwort wählen',
      ignore: 'Wenn du das nicht angefordert hast, ignoriere diese Nachricht: Dein Passwort bleibt unverändert.',
    },
    passwordResetGoogle: {
      subject: 'Melde dich mit Google an',
      intro:
        'Jemand, hoffentlich du, möchte das Passwort deines Nova-Kontos zurücksetzen. Dein Konto meldet sich mit Google an und hat kein Passwort: Wähle im Anmeldefenster „Weiter mit Google“.',
      button: 'Nova öffnen',
      ignore: 'Wenn du das nicht angefordert hast, ignoriere diese Nachricht: Es wurde nichts geändert.',
    },
    passwordResetDone: {
      subject: 'Dein Passwort wurde zurückgesetzt',
      intro:
        'Das Passwort deines Nova-Kontos wurde soeben mit einem Link an diese Adresse zurückgesetzt, und alle Sitzungen wurden abgemeldet.',
      notYou: 'Wenn du das nicht warst, wende dich sofort an den Support.',
    },
  },
  it: {
    passwordReset: {
      subject: 'Reimposta la tua password',
      intro:
        'Qualcuno, speriamo tu, ha chiesto di reimpostare la password del tuo account Nova. Scegline una nuova con il link qui sotto; funziona una sola volta, per {minutes} minuti.',
      button: 'Scegli una nuova password',
      ignore: 'Se non sei stato tu, ignora questo messaggio: la tua password resta invariata.',
    },
    passwordResetGoogle: {
      subject: 'Accedi con Google',
      intro:
        'Qualcuno, speriamo tu, ha chiesto di reimpostare la password del tuo account Nova. Il tuo account accede con Google e non ha una password: scegli «Continua con Google» nella finestra di accesso.',
      button: 'Apri Nova',
      ignore: 'Se non sei stato tu, ignora questo messaggio: non è stato cambiato nulla.',
    },
    passwordResetDone: {
      subject: 'La tua password è stata reimpostata',
      intro:
        'La password del tuo account Nova è appena stata reimpostata con un link inviato a questo indirizzo e tutte le sessioni sono state chiuse.',
      notYou: "Se non sei stato tu, contatta subito l'assistenza.",
    },
  },
  pt: {
    passwordReset: {
      subject: 'Redefina sua senha',
      intro:
        'Alguém, esperamos que você, pediu para redefinir a senha da sua conta Nova. Escolha uma nova pelo link abaixo; ele funciona uma única vez, por {minutes} minutos.',
      button: 'Escolher uma nova senha',
      ignore: 'Se não foi você quem pediu, ignore esta mensagem: sua senha continua a mesma.',
    },
    passwordResetGoogle: {
      subject: 'Entre com o Google',
      intro:
        'Alguém, esperamos que você, pediu para redefinir a senha da sua conta Nova. Sua conta entra com o Google e não tem senha: escolha "Continuar com o Google" na janela de login.',
      button: 'Abrir a Nova',
      ignore: 'Se não foi você quem pediu, ignore esta mensagem: nada foi alterado.',
    },
    passwordResetDone: {
      subject: 'Sua senha foi redefinida',
      intro:
        'A senha da sua conta Nova acabou de ser redefinida com um link enviado a este endereço, e todas as sessões foram encerradas.',
      notYou: 'Se não foi você, entre em contato com o suporte imediatamente.',
    },
  },
  ru: {
    passwordReset: {
      subject: 'Сброс пароля',
      intro:
        'Кто-то, надеемся, вы, попросил сбросить пароль вашего аккаунта Nova. Выберите новый по ссылке ниже; она срабатывает один раз и действует {minutes} минут.',
      button: 'Выбрать новый пароль',
      ignore: 'Если это были не вы, проигнорируйте письмо: ваш пароль останется прежним.',
    },
    passwordResetGoogle: {
      subject: 'Входите через Google',
      intro:
        'Кто-то, надеемся, вы, попросил сбросить пароль вашего аккаунта Nova. Ваш аккаунт входит через Google и не имеет пароля: выберите «Продолжить с Google» в окне входа.',
      button: 'Открыть Nova',
      ignore: 'Если это были не вы, проигнорируйте письмо: ничего не изменилось.',
    },
    passwordResetDone: {
      subject: 'Ваш пароль сброшен',
      intro: 'Пароль вашего аккаунта Nova только что сброшен по ссылке, отправленной на этот адрес, все сеансы завершены.',
      notYou: 'Если это были не вы, немедленно свяжитесь со службой поддержки.',
    },
  },
  ja: {
    passwordReset: {
      subject: 'パスワードの再設定',
      intro:
        'Nova アカウントのパスワード再設定のリクエストを受け付けました。下のリンクから新しいパスワードを設定してください。リンクは {minutes} 分間、1 回のみ有効です。',
      button: '新しいパスワードを設定',
      ignore: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
    },
    passwordResetGoogle: {
      subject: 'Google でサインインしてください',
      intro:
        'Nova アカウントのパスワード再設定のリクエストを受け付けました。このアカウントは Google でサインインするため、パスワードはありません。サインイン画面で「Google で続ける」を選んでください。',
      button: 'Nova を開く',
      ignore: 'お心当たりがない場合は、このメールを無視してください。何も変更されていません。',
    },
    passwordResetDone: {
      subject: 'パスワードが再設定されました',
      intro: 'このアドレスに送信したリンクで Nova アカウントのパスワードが再設定され、すべてのセッションからサインアウトしました。',
      notYou: 'お心当たりがない場合は、すぐにサポートへご連絡ください。',
    },
  },
  ko: {
    passwordReset: {
      subject: '비밀번호를 재설정하세요',
      intro:
        'Nova 계정의 비밀번호 재설정 요청을 받았습니다. 아래 링크로 새 비밀번호를 정해 주세요. 링크는 {minutes}분 동안 한 번만 사용할 수 있습니다.',
      button: '새 비밀번호 정하기',
      ignore: '요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.',
    },
    passwordResetGoogle: {
      subject: 'Google로 로그인하세요',
      intro:
        'Nova 계정의 비밀번호 재설정 요청을 받았습니다. 이 계정은 Google로 로그인하며 비밀번호가 없습니다. 로그인 창에서 "Google로 계속하기"를 선택하세요.',
      button: 'Nova 열기',
      ignore: '요청하지 않으셨다면 이 메일을 무시하세요. 아무것도 바뀌지 않았습니다.',
    },
    passwordResetDone: {
      subject: '비밀번호가 재설정되었습니다',
      intro: '이 주소로 보낸 링크로 Nova 계정의 비밀번호가 방금 재설정되었고, 모든 세션에서 로그아웃되었습니다.',
      notYou: '본인이 아니라면 즉시 고객 지원에 문의하세요.',
    },
  },
  zh: {
    passwordReset: {
      subject: '重置您的密码',
      intro: '我们收到了重置您 Nova 账户密码的请求。请通过下方链接设置新密码；该链接仅可使用一次，有效期 {minutes} 分钟。',
      button: '设置新密码',
      ignore: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
    },
    passwordResetGoogle: {
      subject: '请使用 Google 登录',
      intro: '我们收到了重置您 Nova 账户密码的请求。您的账户通过 Google 登录，没有密码：请在登录窗口中选择“使用 Google 继续”。',
      button: '打开 Nova',
      ignore: '如果这不是您本人的操作，请忽略此邮件，没有任何更改。',
    },
    passwordResetDone: {
      subject: '您的密码已重置',
      intro: '您的 Nova 账户密码刚刚通过发送到此地址的链接完成重置，所有会话均已退出登录。',
      notYou: '如果这不是您本人的操作，请立即联系客服。',
    },
  },
  ar: {
    passwordReset: {
      subject: 'أعد تعيين كلمة المرور',
      intro:
        'طلب أحدهم، ونأمل أن تكون أنت، إعادة تعيين كلمة مرور حسابك في Nova. اختر كلمة مرور جديدة عبر الرابط أدناه؛ يعمل مرة واحدة فقط خلال {minutes} دقيقة.',
      button: 'اختيار كلمة مرور جديدة',
      ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
    },
    passwordResetGoogle: {
      subject: 'سجّل الدخول عبر Google',
      intro:
        'طلب أحدهم، ونأمل أن تكون أنت، إعادة تعيين كلمة مرور حسابك في Nova. يسجّل حسابك الدخول عبر Google وليست له كلمة مرور: اختر «المتابعة باستخدام Google» في نافذة تسجيل الدخول.',
      button: 'فتح Nova',
      ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لم يتغيّر شيء.',
    },
    passwordResetDone: {
      subject: 'تمت إعادة تعيين كلمة المرور',
      intro: 'تمت للتو إعادة تعيين كلمة مرور حسابك في Nova عبر رابط أُرسل إلى هذا العنوان، وتم تسجيل الخروج من جميع الجلسات.',
      notYou: 'إذا لم تكن أنت من قام بذلك، فتواصل مع الدعم فورًا.',
    },
  },
  hi: {
    passwordReset: {
      subject: 'अपना पासवर्ड रीसेट करें',
      intro:
        'किसी ने, उम्मीद है आपने, आपके Nova खाते का पासवर्ड रीसेट करने का अनुरोध किया है। नीचे दिए लिंक से नया पासवर्ड चुनें; यह {minutes} मिनट तक केवल एक बार काम करता है।',
      button: 'नया पासवर्ड चुनें',
      ignore: 'अगर यह अनुरोध आपने नहीं किया, तो इस संदेश को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
    },
    passwordResetGoogle: {
      subject: 'Google से साइन इन करें',
      intro:
        'किसी ने, उम्मीद है आपने, आपके Nova खाते का पासवर्ड रीसेट करने का अनुरोध किया है। आपका खाता Google से साइन इन करता है और उसका कोई पासवर्ड नहीं है: साइन-इन विंडो में "Google के साथ जारी रखें" चुनें।',
      button: 'Nova खोलें',
      ignore: 'अगर यह अनुरोध आपने नहीं किया, तो इस संदेश को अनदेखा करें: कुछ भी नहीं बदला गया।',
    },
    passwordResetDone: {
      subject: 'आपका पासवर्ड रीसेट कर दिया गया है',
      intro: 'आपके Nova खाते का पासवर्ड अभी इस पते पर भेजे गए लिंक से रीसेट किया गया है और सभी सत्रों से साइन आउट कर दिया गया है।',
      notYou: 'अगर यह आप नहीं थे, तो तुरंत सहायता टीम से संपर्क करें।',
    },
  },
};
